import SutureSyntax

/// Why generated code in the target cannot call a binding: a fact the InaccessibleInitializer rule puts in words.
package enum Inaccessibility: Hashable, Sendable {
    /// What cannot be reached: a type that is built, or a module whose providers are called.
    package enum Declaration: Hashable, Sendable {
        /// An `@Injectable` type, which generated code builds.
        case type
        /// A `@Module` enum, whose providers generated code calls.
        case module
    }

    /// `name` is declared inside a function.
    case declaredInFunction(name: String)
    /// `name` is `private` or `fileprivate`, so another file cannot use it.
    case fileScoped(name: String, declaration: Declaration, level: AccessLevel)
    /// The chosen initializer, `typeName.signature`, is `private` or `fileprivate`.
    case initializerFileScoped(typeName: String, signature: String, level: AccessLevel)
    /// `name` is not public in `module`, another module than the target's.
    case notPublic(name: String, level: AccessLevel, module: String)
    /// The initializer is not public in `module`; `isImplicit` when the compiler writes it.
    case initializerNotPublic(typeName: String, signature: String, level: AccessLevel, isImplicit: Bool, module: String)
}
