/// An enum marked `@Module`: its providers and the modules it includes.
public struct ModuleDeclaration: Hashable, Sendable {
    /// The enum's name.
    public var name: String
    /// The access level written on the enum.
    public var accessLevel: AccessLevel
    /// The modules from `includes:`, as written (`OtherModule`), in order.
    public var includes: [String]
    /// The `@Provides` functions, in declaration order.
    public var providers: [ProviderDeclaration]
    /// Where the enum's name stands.
    public var location: SyntaxLocation?

    /// Describes a module.
    public init(
        name: String,
        accessLevel: AccessLevel = .internal,
        includes: [String] = [],
        providers: [ProviderDeclaration] = [],
        location: SyntaxLocation? = nil
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.includes = includes
        self.providers = providers
        self.location = location
    }
}
