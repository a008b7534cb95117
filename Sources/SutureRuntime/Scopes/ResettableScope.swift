/// A scope whose shared instances a container can forget with `reset(_:)`: `.custom(name)` or `.weak`.
///
/// Singletons live as long as their container and transient and `.graph` instances are never kept, so
/// `reset(.singleton)`, `reset(.transient)` and `reset(.graph)`, which could do nothing, do not compile.
public enum ResettableScope: Hashable, Sendable, CustomStringConvertible {
    /// The instances of `Scope.custom(name)`.
    case custom(String)
    /// The instances of `Scope.weak` that someone still holds.
    case weak

    /// The scope whose instances are forgotten.
    public var scope: Scope {
        switch self {
        case .custom(let name): .custom(name)
        case .weak: .weak
        }
    }

    /// How the scope reads in code and messages: `.custom("session")`, `.weak`.
    public var description: String { scope.description }
}
