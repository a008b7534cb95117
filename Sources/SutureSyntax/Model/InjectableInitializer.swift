/// The initializer an `@Injectable` type is built with.
package struct InjectableInitializer: Hashable, Sendable {
    /// Where the initializer comes from.
    package enum Origin: Hashable, Sendable {
        /// Written in the type's declaration.
        case explicit
        /// A class's or actor's implicit `init()`.
        case implicitNoArguments
        /// A struct's memberwise initializer.
        case memberwise
    }

    /// Where the initializer comes from.
    package var origin: Origin
    /// Its parameters, in order.
    package var parameters: [Parameter]
    /// Whether it `throws`.
    package var isThrowing: Bool
    /// Whether it is `async`.
    package var isAsync: Bool
    /// Whether it is marked `@Inject`.
    package var isMarkedInject: Bool
    /// The access level written on it; an implicit initializer is `internal` (`fileprivate` in a private type).
    package var accessLevel: AccessLevel
    /// The isolation written on the initializer itself (`@MainActor`, `nonisolated`).
    package var isolation: DeclaredIsolation
    /// Where it stands; `nil` for an implicit one.
    package var location: SyntaxLocation?

    /// Describes an initializer.
    package init(
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
    package var arguments: [Parameter] { parameters.filter(\.isArgument) }
}
