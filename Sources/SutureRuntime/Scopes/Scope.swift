/// How long an instance lives and who shares it.
public enum Scope: Hashable, Sendable, CustomStringConvertible {
    /// A new instance on every request (the default).
    case transient
    /// One instance per container, built on first use (or at creation when eager).
    case singleton
    /// Shared while someone holds it, then built anew; classes only.
    case weak
    /// One instance per top-level resolve: everything built by one request shares it.
    case graph
    /// One instance per container until `container.reset(.custom(name))`.
    case custom(String)

    /// How the scope reads in code and messages: `.singleton`, `.custom("session")`.
    public var description: String {
        switch self {
        case .transient: ".transient"
        case .singleton: ".singleton"
        case .weak: ".weak"
        case .graph: ".graph"
        case .custom(let name): ".custom(\"\(name)\")"
        }
    }
}
