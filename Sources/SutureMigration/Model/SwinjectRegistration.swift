import SwiftSyntax

/// One Swinject registration as written: `register(_:name:factory:)` or SwinjectAutoregistration's `autoregister`,
/// with the calls chained after it.
package struct SwinjectRegistration {
    /// Which call made the registration.
    package enum Call: Equatable {
        /// `container.register(Service.self, name:) { resolver, arguments… in … }`.
        case register
        /// `container.autoregister(Service.self, name:, arguments…, initializer: Type.init)`.
        case autoregister
    }

    /// The call that made it.
    package let call: Call
    /// Where the registration stands.
    package let location: SourcePosition
    /// The service type, as written inside `X.self`.
    package let serviceType: String
    /// The name given with `name:`, when it is a string literal.
    package let name: String?
    /// The `name:` argument's source, when it is not a string literal (a constant or an expression).
    package let unreadableName: String?
    /// The factory closure of `register`.
    package let factory: ClosureExprSyntax?
    /// The `initializer:` reference of `autoregister` (`Cat.init`, `Cat.init(name:)`).
    package let initializer: ExprSyntax?
    /// The runtime argument types of `autoregister` (`argument: String.self`, `arguments: A.self, B.self`).
    package let autoregisteredArgumentTypes: [String]
    /// The scope set with `.inObjectScope(…)`, or nil for Swinject's default (`.graph`).
    package let scope: SwinjectScope?
    /// The types added with `.implements(P.self)` (type forwarding).
    package let forwardedTypes: [String]
    /// Whether `.initCompleted { … }` follows.
    package let hasInitCompleted: Bool
    /// Calls chained after the registration that the migration does not know, by name.
    package let unknownModifiers: [String]
    /// The `Assembly` type whose `assemble(container:)` holds the registration, if any.
    package let assembly: String?
    /// The imports of the file the registration stands in, but Swinject's own.
    package let fileImports: [String]

    package init(
        call: Call, location: SourcePosition, serviceType: String, name: String?, unreadableName: String?,
        factory: ClosureExprSyntax?, initializer: ExprSyntax?, autoregisteredArgumentTypes: [String],
        scope: SwinjectScope?, forwardedTypes: [String], hasInitCompleted: Bool, unknownModifiers: [String],
        assembly: String?, fileImports: [String]
    ) {
        self.call = call
        self.location = location
        self.serviceType = serviceType
        self.name = name
        self.unreadableName = unreadableName
        self.factory = factory
        self.initializer = initializer
        self.autoregisteredArgumentTypes = autoregisteredArgumentTypes
        self.scope = scope
        self.forwardedTypes = forwardedTypes
        self.hasInitCompleted = hasInitCompleted
        self.unknownModifiers = unknownModifiers
        self.assembly = assembly
        self.fileImports = fileImports
    }
}
