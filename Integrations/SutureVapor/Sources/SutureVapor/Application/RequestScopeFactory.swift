import Vapor

/// How `app.suture.use(...)` opens a request's scope from its root, typed by the scope so that it is returned as
/// itself rather than boxed in an `any Sendable`.
@usableFromInline
final class RequestScopeFactory<Scope: Sendable>: Sendable {
    /// Opens one request's scope.
    @usableFromInline let makeScope: @Sendable (Request) throws -> Scope

    @inlinable
    init(makeScope: @escaping @Sendable (Request) throws -> Scope) {
        self.makeScope = makeScope
    }
}
