/// A Swinject object scope, and the Suture scope that keeps instances the same way.
package enum SwinjectScope: Equatable {
    /// `.transient`: a new instance on every resolve.
    case transient
    /// `.graph`, Swinject's default: one instance per top-level resolve.
    case graph
    /// `.container`: one instance per container.
    case container
    /// `.weak`: shared while someone holds it.
    case weak
    /// A scope the app declares (`ObjectScope.session`), reset with `resetObjectScope`.
    case custom(String)

    /// Reads `.container`, `ObjectScope.container` or a custom scope's name.
    package init(name: String) {
        switch name {
        case "transient": self = .transient
        case "graph": self = .graph
        case "container": self = .container
        case "weak": self = .weak
        default: self = .custom(name)
        }
    }

    /// The `scope:` argument Suture's annotations take for it, or nil for `.transient` (Suture's default).
    package var sutureArgument: String? {
        switch self {
        case .transient: nil
        case .graph: ".graph"
        case .container: ".singleton"
        case .weak: ".weak"
        case .custom(let name): ".custom(\"\(name)\")"
        }
    }
}
