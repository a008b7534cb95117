import SwiftSyntax

/// Where the attached declaration stands, read from the macro's lexical context.
enum InjectedParametersEnclosure {
    /// In a class: the overload of an initializer is a `convenience init`.
    case classType
    /// In a struct, an enum or an actor: a plain delegating `init`.
    case valueOrActorType
    /// In an extension: the attached initializer's own `convenience` decides.
    case extensionOfType
    /// In a protocol: rejected, a requirement has no body.
    case protocolType
    /// At the top level (or where the context is not known): a function's overload calls it without `self.`.
    case outsideAType
    /// In a function body or a closure: rejected, Swift does not make a local declaration's peers visible.
    case local

    init(lexicalContext: [Syntax]) {
        guard let innermost = lexicalContext.first else {
            self = .outsideAType
            return
        }
        switch innermost.kind {
        case .classDecl: self = .classType
        case .structDecl, .enumDecl, .actorDecl: self = .valueOrActorType
        case .extensionDecl: self = .extensionOfType
        case .protocolDecl: self = .protocolType
        default: self = .local
        }
    }
}
