import SutureGraph
import Testing

/// The order of scopes, shortest-lived first — transient, graph, weak and custom, singleton — with custom scopes placed
/// by the component tree.
struct ScopeLifetimeTests {
    /// App (root) › Session (`.custom("session")`) › Request (`.custom("request")`); App › Other (`.custom("other")`).
    static let tree = [
        GraphDocument.Component(name: "App"),
        GraphDocument.Component(name: "Session", scope: ".custom(\"session\")", parent: "App"),
        GraphDocument.Component(name: "Request", scope: ".custom(\"request\")", parent: "Session"),
        GraphDocument.Component(name: "Other", scope: ".custom(\"other\")", parent: "App"),
    ]

    @Test(arguments: [
        ("transient", "graph", ScopeLifetime.Change.widened),
        ("graph", "weak", .widened),
        ("weak", "singleton", .widened),
        ("transient", "singleton", .widened),
        ("transient", "custom(\"request\")", .widened),
        ("graph", "custom(\"session\")", .widened),
        ("custom(\"request\")", "singleton", .widened),
        ("custom(\"request\")", "custom(\"session\")", .widened),
        ("singleton", "transient", .narrowed),
        ("singleton", "custom(\"session\")", .narrowed),
        ("weak", "graph", .narrowed),
        ("custom(\"session\")", "custom(\"request\")", .narrowed),
        ("custom(\"request\")", "custom(\"other\")", .unordered),
        ("weak", "custom(\"session\")", .unordered),
        ("custom(\"session\")", "weak", .unordered),
        ("custom(\"nowhere\")", "custom(\"session\")", .unordered),
        ("transient", "custom(\"nowhere\")", .widened),
        ("transient", "forever", .unordered),
        ("singleton", "singleton", .unordered),
    ])
    func aScopeChange_isWidenedNarrowedOrUnordered(old: String, new: String, expected: ScopeLifetime.Change) {
        #expect(ScopeLifetime.change(from: old, to: new, components: [Self.tree]) == expected)
    }

    @Test func customScopes_arePlacedByTheNewTree_thenByTheOldOne() {
        let oldTree = [
            GraphDocument.Component(name: "App"),
            GraphDocument.Component(name: "Visit", scope: ".custom(\"visit\")", parent: "App"),
        ]
        // Only the old tree has a Visit component; the new one places session and request.
        #expect(
            ScopeLifetime.change(
                from: "custom(\"visit\")", to: "custom(\"session\")", components: [Self.tree, oldTree]) == .unordered)
        #expect(
            ScopeLifetime.change(
                from: "custom(\"request\")", to: "custom(\"session\")", components: [oldTree, Self.tree]) == .widened)
    }
}
