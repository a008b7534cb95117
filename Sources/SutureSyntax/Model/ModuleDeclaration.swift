/// An enum marked `@Module`: its providers, the modules it includes and the components it installs itself in.
package struct ModuleDeclaration: Hashable, Sendable {
    /// The enum's name.
    package var name: String
    /// The access level written on the enum.
    package var accessLevel: AccessLevel
    /// The modules from `includes:`, as written (`OtherModule`), in order.
    package var includes: [String]
    /// The components from `installIn:`, as written (`AppComponent`, or a protocol components refine), in order.
    package var installIn: [String]
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
        installIn: [String] = [],
        providers: [ProviderDeclaration] = [],
        location: SyntaxLocation? = nil,
        unreadableProviderTypes: [String] = []
    ) {
        self.name = name
        self.accessLevel = accessLevel
        self.includes = includes
        self.installIn = installIn
        self.providers = providers
        self.location = location
        self.unreadableProviderTypes = unreadableProviderTypes
    }
}
