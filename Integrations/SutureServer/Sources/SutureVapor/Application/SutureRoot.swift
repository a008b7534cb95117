import SutureRequestScope
import SutureRuntime
import Synchronization
import Vapor

/// What `app.suture.use(...)` stores on the Application: the root, how to open a request's scope, and the counts.
final class SutureRoot: Sendable {
    /// The root component or container, as given.
    let root: any Sendable
    /// The root's type, to check `app.suture.root(as:)`.
    let rootType: ObjectIdentifier
    /// The root's type name, for messages.
    let rootTypeName: String
    /// The request scope's type, to check `req.suture.scope(as:)` before anything is built.
    let scopeType: ObjectIdentifier
    /// The request scope's type name, for messages.
    let scopeTypeName: String
    /// Opens one request's scope from the root.
    let makeScope: @Sendable (Request) throws -> any Sendable
    /// The scopes built and alive.
    let statistics = RequestScopeStatistics()
    /// Serializes putting a request's box in `req.storage`, whose get and set are separate steps.
    private let installation = Mutex(())

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
        self.makeScope = { request in try makeScope(root, request) }
    }

    /// The box of `request`, put in its storage on first use.
    func box(of request: Request) -> RequestScopeBox<any Sendable> {
        installation.withLock { _ in
            if let box = request.storage[RequestScopeKey.self] { return box }
            let box = RequestScopeBox<any Sendable>(statistics: statistics)
            request.storage[RequestScopeKey.self] = box
            return box
        }
    }
}
