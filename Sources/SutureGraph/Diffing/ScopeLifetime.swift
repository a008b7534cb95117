/// How long a scope keeps its value, to tell a widened scope from a narrowed one.
///
/// The order, shortest first: `transient` (a new value on every request) < `graph` (one per top-level request) <
/// `weak` and `custom(…)` (shared while held; one per component of that scope) < `singleton` (one per root component).
/// Two custom scopes are ordered by the component tree: the scope of a component's ancestor lives longer. `weak` and a
/// custom scope, two custom scopes on separate branches, and a scope this tool does not know are not ordered.
package enum ScopeLifetime {
    /// Which way a binding's life moved when its scope changed.
    package enum Change: Equatable, Sendable {
        /// It now lives longer.
        case widened
        /// It now lives shorter.
        case narrowed
        /// The two scopes are not ordered.
        case unordered
    }

    /// Which way `old` → `new` moves, with custom scopes placed by `components` (the new graph's, then the old's).
    package static func change(from old: String, to new: String, components: [[GraphDocument.Component]]) -> Change {
        guard old != new, let oldRank = rank(old), let newRank = rank(new) else { return .unordered }
        if oldRank != newRank { return newRank > oldRank ? .widened : .narrowed }
        guard old.hasPrefix("custom("), new.hasPrefix("custom(") else { return .unordered }
        for tree in components {
            guard let oldHome = home(of: old, in: tree), let newHome = home(of: new, in: tree) else { continue }
            if isAncestor(newHome, of: oldHome, in: tree) { return .widened }
            if isAncestor(oldHome, of: newHome, in: tree) { return .narrowed }
            return .unordered
        }
        return .unordered
    }

    /// The place of a scope in the order; `weak` and custom scopes share one.
    private static func rank(_ scope: String) -> Int? {
        switch scope {
        case "transient": 0
        case "graph": 1
        case "weak": 2
        case "singleton": 3
        default: scope.hasPrefix("custom(") ? 2 : nil
        }
    }

    /// The component that keeps values of the custom scope `scope` (written `custom("x")`; a component's is `.custom("x")`).
    private static func home(of scope: String, in components: [GraphDocument.Component]) -> String? {
        components.first { $0.scope == "." + scope }?.name
    }

    /// Whether `ancestor` is above `descendant` in the tree (not the component itself).
    private static func isAncestor(_ ancestor: String, of descendant: String, in components: [GraphDocument.Component])
        -> Bool
    {
        let parents = Dictionary(components.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = [descendant]
        var current = parents[descendant] ?? nil
        while let step = current, seen.insert(step).inserted {
            if step == ancestor { return true }
            current = parents[step] ?? nil
        }
        return false
    }
}
