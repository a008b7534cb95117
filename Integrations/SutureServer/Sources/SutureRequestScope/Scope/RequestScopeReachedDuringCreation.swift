/// The error of a request scope reached from inside the closure that makes it, for an integration whose factory has no
/// way to do that (Hummingbird's gets the context without its scope): a message, should one ever be reached.
@_documentation(visibility: internal)
public struct RequestScopeReachedDuringCreation: Error, Equatable, CustomStringConvertible {
    /// The request scope's type.
    public let scope: String

    /// The error for a request scope of type `scope`.
    ///
    /// - Parameter scope: The request scope's type, as the message names it.
    @inlinable
    public init(scope: String) {
        self.scope = scope
    }

    /// The message, with the fix.
    public var description: String {
        "The request scope \(scope) was reached from inside the closure that makes it. Fix: make the request scope "
            + "from the request and its context alone, and reach request-scoped bindings after it is made."
    }
}
