import SutureGraph
import Testing

/// What the diff counts as a change, and where it lists it: compared in full through the text the renderer writes.
struct GraphDiffTests {
    typealias Node = GraphDocument.Node

    static func node(
        _ component: String, _ name: String, scope: String = "transient", module: String = "App",
        dependencies: [String] = []
    ) -> Node {
        Node(
            id: "\(component)/\(name)", binding: name, keys: [name], scope: scope, module: module,
            dependencies: dependencies)
    }

    static func text(_ old: [GraphDocument.Component], _ new: [GraphDocument.Component]) -> String {
        let diff = GraphDiff(
            old: GraphDocument(file: "old.json", module: "App", components: old),
            new: GraphDocument(file: "new.json", module: "App", components: new)
        )
        return GraphDiffRenderer(diff: diff).render()
    }

    @Test func aSubcomponentAdded_listsTheComponent_itsEntryPoints_bindingsAndEdges_underItsName() {
        let old = [GraphDocument.Component(name: "App", entryPoints: [.init(name: "clock", type: "Clock")])]
        let new = [
            GraphDocument.Component(
                name: "App",
                entryPoints: [
                    .init(name: "clock", type: "Clock"), .init(name: "session", type: "Session"),
                ]
            ),
            GraphDocument.Component(
                name: "Session", scope: ".custom(\"session\")", parent: "App",
                entryPoints: [.init(name: "cart", type: "Cart", nodes: ["Session/Cart"])],
                nodes: [
                    Self.node("Session", "Cart", scope: "custom(\"session\")", dependencies: ["Session/Price"]),
                    Self.node("Session", "Price"),
                ]
            ),
        ]
        #expect(
            Self.text(old, new) == """
                7 graph changes in App, Session: 1 component added, 2 entry points added, 2 bindings added, 2 edges added

                App
                + entry point  session: Session

                Session
                + component    Session (scope .custom("session"), below App)
                + entry point  cart: Cart
                + binding      Cart (custom("session"))
                + binding      Price (transient)
                + edge         Cart -> Price
                + edge         Session.cart -> Cart

                """
        )
        // Read the other way, each is removed.
        #expect(
            Self.text(new, old) == """
                7 graph changes in App, Session: 1 component removed, 2 entry points removed, 2 bindings removed, 2 edges removed

                App
                - entry point  session: Session

                Session
                - component    Session
                - entry point  cart: Cart
                - binding      Cart (custom("session"))
                - binding      Price (transient)
                - edge         Cart -> Price
                - edge         Session.cart -> Cart

                """
        )
    }

    @Test func aComponentMoved_andAnEntryPointRetyped_areChanges() {
        let old = [
            GraphDocument.Component(name: "App"), GraphDocument.Component(name: "Shop"),
            GraphDocument.Component(
                name: "Till", scope: ".custom(\"till\")", parent: "App",
                entryPoints: [.init(name: "drawer", type: "Drawer")]),
        ]
        let new = [
            GraphDocument.Component(name: "App"), GraphDocument.Component(name: "Shop"),
            GraphDocument.Component(
                name: "Till", scope: ".custom(\"shift\")", parent: "Shop",
                entryPoints: [.init(name: "drawer", type: "CashDrawer")]),
        ]
        #expect(
            Self.text(old, new) == """
                2 graph changes in Till: 1 component changed, 1 entry point changed

                Till
                ~ component    Till: scope .custom("till") -> .custom("shift"), parent App -> Shop
                ~ entry point  drawer: Drawer -> CashDrawer

                """
        )
    }

    /// A request-scoped binding made a singleton moves from the subcomponent to the root: one scope change, and the
    /// edges into it, named by the bindings at their ends, stay the same.
    @Test func aBindingThatMovesComponentWithItsScope_isOneScopeChange() {
        let tree = { (scope: String, home: String) in
            [
                GraphDocument.Component(
                    name: "App", nodes: home == "App" ? [Self.node("App", "Cache", scope: scope)] : []),
                GraphDocument.Component(
                    name: "Request", scope: ".custom(\"request\")", parent: "App",
                    nodes: [Self.node("Request", "Handler", dependencies: ["\(home)/Cache"])]
                        + (home == "Request" ? [Self.node("Request", "Cache", scope: scope)] : [])
                ),
            ]
        }
        #expect(
            Self.text(tree("custom(\"request\")", "Request"), tree("singleton", "App")) == """
                1 graph change in App: 1 scope changed (1 widened)

                App
                ~ scope        Cache: custom("request") -> singleton (widened)

                """
        )
        #expect(
            Self.text(tree("singleton", "App"), tree("custom(\"request\")", "Request")) == """
                1 graph change in Request: 1 scope changed (1 narrowed)

                Request
                ~ scope        Cache: singleton -> custom("request") (narrowed)

                """
        )
    }

    /// A transient binding made in the root and in a subcomponent is one binding, listed under the root.
    @Test func aBindingMadeInSeveralComponents_isListedOnce_underTheOneNearestTheRoot() {
        let old = [
            GraphDocument.Component(name: "App", nodes: [Self.node("App", "Clock")]),
            GraphDocument.Component(
                name: "Request", scope: ".custom(\"request\")", parent: "App",
                nodes: [Self.node("Request", "Clock")]),
        ]
        let new = [
            GraphDocument.Component(
                name: "App", nodes: [Self.node("App", "Clock", dependencies: ["App/Zone"]), Self.node("App", "Zone")]),
            GraphDocument.Component(
                name: "Request", scope: ".custom(\"request\")", parent: "App",
                nodes: [Self.node("Request", "Clock", dependencies: ["Request/Zone"]), Self.node("Request", "Zone")]
            ),
        ]
        #expect(
            Self.text(old, new) == """
                2 graph changes in App: 1 binding added, 1 edge added

                App
                + binding      Zone (transient)
                + edge         Clock -> Zone

                """
        )
    }

    @Test func aBindingOfAnotherModule_namesItsModule_andAnEdgeIntoIt_theModuleItCrossesInto() {
        let old = [GraphDocument.Component(name: "App", nodes: [Self.node("App", "Checkout")])]
        let new = [
            GraphDocument.Component(
                name: "App",
                nodes: [
                    Self.node("App", "Checkout", dependencies: ["App/PaymentsModule.card()"]),
                    Node(
                        id: "App/PaymentsModule.card()", binding: "PaymentsModule.card()", kind: "provider",
                        keys: ["Card named \"visa\""], scope: "singleton", module: "Payments",
                        dependencies: ["App/Ledger"]),
                    Node(
                        id: "App/Ledger", binding: "Ledger", keys: ["Ledger", "Journal", "Book"], module: "Payments"),
                ]
            )
        ]
        #expect(
            Self.text(old, new) == """
                4 graph changes in App: 2 bindings added, 2 edges added

                App
                + binding      Ledger as Journal, Book (transient, module Payments)
                + binding      PaymentsModule.card(): Card named "visa" (singleton, module Payments)
                + edge         Checkout -> PaymentsModule.card() (into Payments)
                + edge         PaymentsModule.card() -> Ledger

                """
        )
    }

    /// A graph written before nodes named their module compares with one that names them: the modules are no change.
    @Test func aGraphWithoutModules_comparesWithOneWithModules() {
        let old = [
            GraphDocument.Component(
                name: "App", nodes: [Node(id: "App/Clock", binding: "Clock", keys: ["Clock"], module: nil)])
        ]
        let new = [GraphDocument.Component(name: "App", nodes: [Self.node("App", "Clock", module: "Kitchen")])]
        #expect(Self.text(old, new) == "No graph changes.\n")
    }
}
