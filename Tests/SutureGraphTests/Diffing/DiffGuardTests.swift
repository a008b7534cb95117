import SutureGraph
import Testing

/// The guard rules: how each is spelled, which changes it forbids, and that a graph without modules cannot be judged
/// for edges into a module.
struct DiffGuardTests {
    static func binding(_ name: String, scope: String, module: String = "App") -> GraphChange.Binding {
        GraphChange.Binding(
            name: name, kind: "injectable", keys: [name], scope: scope, module: module, isFromAnotherModule: false)
    }

    static func edge(from source: GraphChange.Source, fromModule: String?, to target: String, in module: String?)
        -> GraphChange.Edge
    {
        GraphChange.Edge(source: source, target: target, sourceModule: fromModule, targetModule: module)
    }

    @Test(arguments: [
        ("new-singleton", DiffGuard.newSingleton),
        ("widened-scope", .widenedScope),
        ("new-edge-into=Payments", .newEdgeInto(module: "Payments")),
        ("new-edge-into=a=b", .newEdgeInto(module: "a=b")),
    ])
    func aGuard_isReadFromItsSpelling_andWrittenBack(_ text: String, expected: DiffGuard) {
        #expect(DiffGuard(text) == expected)
        #expect(expected.description == text)
    }

    @Test(arguments: ["", "singleton", "New-Singleton", "new-edge-into", "new-edge-into=", "widened-scope=Payments"])
    func aSpellingThatIsNoGuard_isRefused(_ text: String) {
        #expect(DiffGuard(text) == nil)
    }

    @Test func newSingleton_forbidsASingletonThatWasNotOne() {
        let rule = DiffGuard.newSingleton
        #expect(rule.forbids(.bindingAdded(Self.binding("Cabinet", scope: "singleton"))))
        #expect(
            rule.forbids(.scopeChanged(binding: "Bag", oldScope: "graph", newScope: "singleton", lifetime: .widened)))
        #expect(!rule.forbids(.bindingAdded(Self.binding("Cabinet", scope: "custom(\"shift\")"))))
        #expect(!rule.forbids(.bindingRemoved(Self.binding("Cabinet", scope: "singleton"))))
        #expect(
            !rule.forbids(.scopeChanged(binding: "Bag", oldScope: "singleton", newScope: "weak", lifetime: .narrowed)))
    }

    @Test func widenedScope_forbidsOnlyAScopeThatNowLivesLonger() {
        let rule = DiffGuard.widenedScope
        #expect(
            rule.forbids(.scopeChanged(binding: "Bag", oldScope: "transient", newScope: "graph", lifetime: .widened)))
        #expect(
            !rule.forbids(.scopeChanged(binding: "Bag", oldScope: "singleton", newScope: "graph", lifetime: .narrowed)))
        #expect(
            !rule.forbids(
                .scopeChanged(binding: "Bag", oldScope: "weak", newScope: "custom(\"a\")", lifetime: .unordered)))
        #expect(!rule.forbids(.bindingAdded(Self.binding("Cabinet", scope: "singleton"))))
    }

    @Test func newEdgeInto_forbidsANewEdgeIntoTheModule_fromAnotherModuleOrAnEntryPoint() {
        let rule = DiffGuard.newEdgeInto(module: "Payments")
        let fromApp = Self.edge(from: .binding("Checkout"), fromModule: "App", to: "Card", in: "Payments")
        let fromEntry = Self.edge(
            from: .entryPoint(component: "App", name: "card"), fromModule: "App", to: "Card", in: "Payments")
        let inside = Self.edge(from: .binding("Card"), fromModule: "Payments", to: "Ledger", in: "Payments")
        let elsewhere = Self.edge(from: .binding("Checkout"), fromModule: "App", to: "Basket", in: "App")
        #expect(rule.forbids(.edgeAdded(fromApp)))
        #expect(rule.forbids(.edgeAdded(fromEntry)))
        #expect(!rule.forbids(.edgeAdded(inside)))
        #expect(!rule.forbids(.edgeAdded(elsewhere)))
        #expect(!rule.forbids(.edgeRemoved(fromApp)))
        #expect(!rule.forbids(.bindingAdded(Self.binding("Card", scope: "singleton", module: "Payments"))))
    }

    /// App's Checkout gains a singleton Card from Payments: two guards forbid the one edge and the one binding.
    static func documents(newModules: Bool) -> (old: GraphDocument, new: GraphDocument) {
        let old = GraphDocument(
            file: "old.json", module: "App",
            components: [
                .init(
                    name: "App",
                    nodes: [.init(id: "App/Checkout", binding: "Checkout", keys: ["Checkout"], module: nil)]
                )
            ]
        )
        let new = GraphDocument(
            file: "new.json", module: "App",
            components: [
                .init(
                    name: "App",
                    nodes: [
                        .init(
                            id: "App/Checkout", binding: "Checkout", keys: ["Checkout"],
                            module: newModules ? "App" : nil, dependencies: ["App/Card"]),
                        .init(
                            id: "App/Card", binding: "Card", keys: ["Card"], scope: "singleton",
                            module: newModules ? "Payments" : nil),
                    ]
                )
            ]
        )
        return (old, new)
    }

    @Test func guardedChanges_listEachForbiddenChangeOnce_inTheDiffsOrder() throws {
        let (old, new) = Self.documents(newModules: true)
        let diff = GraphDiff(old: old, new: new)
        let guards: [DiffGuard] = [.newEdgeInto(module: "Payments"), .newSingleton, .newSingleton, .widenedScope]
        let messages = try diff.guardedChanges(guards).map(GraphDiffRenderer.message(for:))
        #expect(
            messages == [
                "suture: error: guarded change (new-singleton) in App: + binding Card (singleton, module Payments)",
                "suture: error: guarded change (new-edge-into=Payments) in App: + edge Checkout -> Card (into Payments)",
            ]
        )
    }

    @Test func noGuard_forbidsNothing() throws {
        let (old, new) = Self.documents(newModules: true)
        #expect(try GraphDiff(old: old, new: new).guardedChanges([]).isEmpty)
    }

    @Test func newEdgeInto_onAGraphWhoseNodesDoNotNameTheirModule_isAnError_notAPass() {
        let (old, new) = Self.documents(newModules: false)
        let diff = GraphDiff(old: old, new: new)
        #expect(throws: DiffGuardError.self) { try diff.guardedChanges([.newEdgeInto(module: "Payments")]) }
        do {
            _ = try diff.guardedChanges([.newSingleton, .newEdgeInto(module: "Payments")])
            Issue.record("a guard that cannot be judged was passed")
        } catch {
            #expect(
                error.description
                    == "new.json does not name the module of each binding, which --guard new-edge-into=Payments "
                    + "needs; write it again with this suture's `suture graph --format json`"
            )
        }
        // The other guards need no module.
        #expect(throws: Never.self) { try diff.guardedChanges([.newSingleton, .widenedScope]) }
    }
}
