/// An enum marked `@Module`: its providers and the modules it includes.
package struct ModuleDeclaration: Hashable, Sendable {
    /// The enum's name.
    package var name: String
    /// The access level written on the enum.
    package var accessLevel: AccessLevel
    /// The modules from `includes:`, as written (`OtherModule`), in order.
    package var includes: [String]
    /// The `@Provides` functions, in declaration order.
    package var providers: [ProviderDeclaration]
    /// Where the enum's name stands.
    package var location: SyntaxLocation?

    /// Describes a module.
    package init(
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
