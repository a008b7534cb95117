/// A kind of change a team wants to approve on purpose: `suture graph --diff` fails when the diff holds one.
package enum DiffGuard: Hashable, Sendable, CustomStringConvertible {
    /// `new-singleton`: a binding that is a singleton now and was not one (added, or its scope changed).
    case newSingleton
    /// `widened-scope`: a binding whose scope now lives longer, in the order `ScopeLifetime` documents.
    case widenedScope
    /// `new-edge-into=MODULE`: a new dependency edge into a binding that `MODULE` declares, from a binding of another
    /// module or from an entry point.
    case newEdgeInto(module: String)

    /// The spellings, for messages and help.
    package static let spellings = "new-singleton, widened-scope, new-edge-into=MODULE"

    /// Reads `new-singleton`, `widened-scope` or `new-edge-into=MODULE`; `nil` for anything else.
    package init?(_ text: String) {
        switch text {
        case "new-singleton": self = .newSingleton
        case "widened-scope": self = .widenedScope
        default:
            let prefix = "new-edge-into="
            guard text.hasPrefix(prefix), text.count > prefix.count else { return nil }
            self = .newEdgeInto(module: String(text.dropFirst(prefix.count)))
        }
    }

    /// As the user writes it: `new-edge-into=Payments`.
    package var description: String {
        switch self {
        case .newSingleton: "new-singleton"
        case .widenedScope: "widened-scope"
        case .newEdgeInto(let module): "new-edge-into=\(module)"
        }
    }

    /// Whether it needs to know the module of each binding of the new graph.
    package var needsModules: Bool {
        if case .newEdgeInto = self { return true }
        return false
    }

    /// Whether `change` is one this guard stops.
    package func forbids(_ change: GraphChange) -> Bool {
        switch (self, change) {
        case (.newSingleton, .bindingAdded(let binding)):
            return binding.scope == "singleton"
        case (.newSingleton, .scopeChanged(_, _, let newScope, _)):
            return newScope == "singleton"
        case (.widenedScope, .scopeChanged(_, _, _, let lifetime)):
            return lifetime == .widened
        case (.newEdgeInto(let module), .edgeAdded(let edge)):
            return edge.targetModule == module && edge.sourceModule != module
        default:
            return false
        }
    }
}
