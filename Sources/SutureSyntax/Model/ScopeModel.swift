/// A scope as an annotation spells it: `.transient`, `.singleton`, `.weak`, `.graph` or `.custom("name")`.
package enum ScopeModel: Hashable, Sendable, CustomStringConvertible {
    /// A new instance on every request (the default).
    case transient
    /// One instance per container or root component.
    case singleton
    /// Shared while someone holds it; classes only.
    case weak
    /// One instance per top-level request.
    case graph
    /// One instance per container, or per component of that scope.
    case custom(String)

    /// The scope as Swift source: `.singleton`, `.custom("session")`.
    package var description: String {
        switch self {
        case .transient: ".transient"
        case .singleton: ".singleton"
        case .weak: ".weak"
        case .graph: ".graph"
        case .custom(let name): ".custom(\(StringLiteral.quoted(name)))"
        }
    }
}
