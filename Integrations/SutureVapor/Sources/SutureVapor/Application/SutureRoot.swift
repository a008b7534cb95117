import SutureRequestScope
import SutureRuntime
import Vapor

/// What `app.suture.use(...)` stores on the Application: the root, how to open a request's scope, and the counts.
@usableFromInline
final class SutureRoot: Sendable {
    /// The root component or container, as given.
    @usableFromInline let root: any Sendable
    /// The root's type, to check `app.suture.root(as:)`.
    @usableFromInline let rootType: ObjectIdentifier
    /// The root's type name, for messages.
    @usableFromInline let rootTypeName: String
    /// The request scope's type, to check `req.suture.scope(as:)` before anything is built.
    @usableFromInline let scopeType: ObjectIdentifier
    /// The request scope's type name, for messages.
    @usableFromInline let scopeTypeName: String
    /// The scopes built and alive.
    @usableFromInline let statistics = RequestScopeStatistics()
    /// Opens one request's scope from the root: a `RequestScopeFactory` of the request scope's type.
    @usableFromInline let scopeFactory: any AnyObject & Sendable
    /// Serializes putting a box in the storage of a request that did not come through `RequestScopeMarkerMiddleware`
    /// (one made by hand), whose get and set are separate steps; a request that did finds its box there already.
    @usableFromInline let installation = Guarded(())
    /// Serves a request that has just reached the middleware: puts a new box in its storage and passes it on.
    ///
    /// The box is the request's marker, which the scope is built in on first use. It lives as long as the request:
    /// when Vapor lets go of the request, its storage goes with it, and the box's end releases the scope, once.
    ///
    /// Made where `use(_:requestScope:)` is inlined, so it runs specialized for the app's request scope: the box is
    /// made without a generic context, and nothing is registered on the response's future.
    @usableFromInline let serveRequest: @Sendable (Request, any Responder) -> EventLoopFuture<Response>

    @inlinable
    init<Root: Sendable, Scope: Sendable>(
        root: Root,
        scope: Scope.Type,
        makeScope: @escaping @Sendable (Root, Request) throws -> Scope
    ) {
        self.root = root
        self.rootType = ObjectIdentifier(Root.self)
        self.rootTypeName = "\(Root.self)"
        self.scopeType = ObjectIdentifier(Scope.self)
        self.scopeTypeName = "\(Scope.self)"
        self.scopeFactory = RequestScopeFactory { request in try makeScope(root, request) }
        let statistics = self.statistics
        self.serveRequest = { request, next in
            request.storage[RequestScopeKey.self] = RequestScopeBox<Void, Scope>(statistics: statistics)
            return next.respond(to: request)
        }
    }

    /// Serves `request` through `next`, with its scope's marker given before anything else can reach the request: see
    /// `RequestScopeMarkerMiddleware`.
    func serve(_ request: Request, through next: any Responder) -> EventLoopFuture<Response> {
        serveRequest(request, next)
    }

    /// How to open a request's scope, when the request scope is a `Scope`.
    @inlinable
    func scopeFactory<Scope>(as type: Scope.Type) -> RequestScopeFactory<Scope>? {
        scopeFactory as? RequestScopeFactory<Scope>
    }

    /// The box of `request`: the marker the middleware put in its storage, or, for a request made by hand, one put
    /// there now; nil when the box there holds another type of scope.
    ///
    /// A request that came through the middleware is read without a lock: its box was stored before anything else
    /// could reach the request, and is never replaced.
    @inlinable
    func box<Scope: Sendable>(of request: Request, as type: Scope.Type) -> RequestScopeBox<Void, Scope>? {
        if let box = request.storage[RequestScopeKey.self] { return box as? RequestScopeBox<Void, Scope> }
        return installation.withLock { _ in
            if let box = request.storage[RequestScopeKey.self] { return box as? RequestScopeBox<Void, Scope> }
            let box = RequestScopeBox<Void, Scope>(statistics: statistics)
            request.storage[RequestScopeKey.self] = box
            return box
        }
    }
}
