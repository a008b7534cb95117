import Vapor

/// The `req.storage` key under which a request keeps its scope's box, dropped with the request.
///
/// The value is a `RequestScopeBox<Void, Scope>` of the configured request scope's type; it is kept as `any Sendable`
/// (inline, the box is one reference) so that the scope inside is stored as its own type, not boxed again.
@usableFromInline
struct RequestScopeKey: StorageKey {
    @usableFromInline typealias Value = any Sendable
}
