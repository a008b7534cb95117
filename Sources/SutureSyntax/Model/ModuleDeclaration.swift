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
    /// The return types, as written, of `@Provides` functions too broken to read (their errors are reported).
    package var unreadableProviderTypes: [String]

    /// Describes a module.
    package init(
        name: String,
        accessLevel: AccessLevel = .internal,
        includes: [String] = [],
        providers: [ProviderDeclaration] = [],
        location: SyntaxLocation? = nil,
        unreadableProviderTypes: [String] = []
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.includes = includes
        self.providers = providers
        self.location = location
        self.unreadableProviderTypes = unreadableProviderTypes
    }
}
