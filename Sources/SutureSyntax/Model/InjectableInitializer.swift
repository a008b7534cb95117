/// The initializer an `@Injectable` type is built with.
public struct InjectableInitializer: Hashable, Sendable {
    /// Where the initializer comes from.
    public enum Origin: Hashable, Sendable {
        /// Written in the type's declaration.
        case explicit
        /// A class's or actor's implicit `init()`.
        case implicitNoArguments
        /// A struct's memberwise initializer.
        case memberwise
    }

    /// Where the initializer comes from.
    public var origin: Origin
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// Whether it `throws`.
    public var isThrowing: Bool
    /// Whether it is `async`.
    public var isAsync: Bool
    /// Whether it is marked `@Inject`.
    public var isMarkedInject: Bool
    /// The access level written on it; an implicit initializer is `internal` (`fileprivate` in a private type).
    public var accessLevel: AccessLevel
    /// The isolation written on the initializer itself (`@MainActor`, `nonisolated`).
    public var isolation: DeclaredIsolation
    /// Where it stands; `nil` for an implicit one.
    public var location: SyntaxLocation?

    /// Describes an initializer.
    public init(
        origin: Origin,
        parameters: [Parameter],
        isThrowing: Bool = false,
        isAsync: Bool = false,
        isMarkedInject: Bool = false,
        accessLevel: AccessLevel = .internal,
        isolation: DeclaredIsolation = .unspecified,
        location: SyntaxLocation? = nil
    ) {
        self.origin = origin
        self.parameters = parameters
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.isMarkedInject = isMarkedInject
        self.accessLevel = accessLevel
        self.isolation = isolation
        self.location = location
    }

    /// The runtime arguments, in declaration order.
    public var arguments: [Parameter] { parameters.filter(\.isArgument) }
}
