import SutureRequestScope
import SutureRuntime
import Vapor

/// What `app.suture.use(...)` stores on the Application: the root, how to open a request's scope, and the counts.
@usableFromInline
final class SutureRoot: Sendable {
    /// The root component or container, as given.
    let root: any Sendable
    /// The root's type, to check `app.suture.root(as:)`.
    let rootType: ObjectIdentifier
    /// The root's type name, for messages.
    let rootTypeName: String
    /// The request scope's type, to check `req.suture.scope(as:)` before anything is built.
    @usableFromInline let scopeType: ObjectIdentifier
    /// The request scope's type name, for messages.
    @usableFromInline let scopeTypeName: String
    /// The scopes built and alive.
    @usableFromInline let statistics = RequestScopeStatistics()
    /// Opens one request's scope from the root: a `RequestScopeFactory` of the request scope's type.
    @usableFromInline let scopeFactory: any AnyObject & Sendable
    /// Serializes putting a box in the storage of a request that did not come through `RequestScopeEndMiddleware`
    /// (one made by hand), whose get and set are separate steps; a request that did finds its box there already.
    @usableFromInline let installation = Guarded(())
    /// Puts a new box in the storage of a request that has just reached the middleware: its per-request marker, which
    /// the scope is built in on first use and which ends with the response, used or not.
    private let beginScopeOfRequest: @Sendable (Request) -> Void
    /// Releases the scope of a request whose response has been returned, or marks a request that never reached its
    /// scope as ended, so a later first reach throws instead of building one.
    private let endScopeOfRequest: @Sendable (Request, Guarded<Void>) -> Void

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
        self.beginScopeOfRequest = { request in
            request.storage[RequestScopeKey.self] = RequestScopeBox<Void, Scope>(statistics: statistics)
        }
        // One released box stands for every request made by hand that ended without reaching its scope: it never
        // changes again.
        let ended = RequestScopeBox<Void, Scope>(statistics: statistics)
        ended.release()
        self.endScopeOfRequest = { request, installation in
            // The middleware's marker: read without a lock, since nothing but the request's end replaces it.
            if let box = request.storage[RequestScopeKey.self] as? RequestScopeBox<Void, Scope> {
                box.release()
                return
            }
            // A root configured while the request was under way: the request has no marker, or one of another scope.
            let box: RequestScopeBox<Void, Scope>? = installation.withLock { _ in
                if let box = request.storage[RequestScopeKey.self] { return box as? RequestScopeBox<Void, Scope> }
                request.storage[RequestScopeKey.self] = ended
                return nil
            }
            box?.release()
        }
    }

    /// Gives `request` its marker as it reaches the middleware, before anything else can reach the request: see
    /// `RequestScopeEndMiddleware`.
    func beginScope(of request: Request) {
        beginScopeOfRequest(request)
    }

    /// Ends `request`'s scope once its response has been returned: see `RequestScopeEndMiddleware`.
    func endScope(of request: Request) {
        endScopeOfRequest(request, installation)
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
