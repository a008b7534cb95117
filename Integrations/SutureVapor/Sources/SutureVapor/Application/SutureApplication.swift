public import SutureRuntime
public import Vapor

/// Suture on a Vapor `Application` (`app.suture`): the root, and how each request opens its scope from it.
///
/// ```swift
/// app.suture.use(SutureBakery()) { bakery, req in bakery.request(Visit(path: req.url.path)) }
/// app.get("cart") { req in try req.suture.scope(as: BakeryRequest.self).cart.summary }
/// ```
public struct SutureApplication: Sendable {
    /// The Application whose storage keeps the root.
    public let application: Application

    /// Keeps `root` on the Application; each request's scope is `requestScope(root, req)`, made on its first use and
    /// released when Vapor lets go of the request, after its response is written, or later, when a task kept it.
    ///
    /// Give the request scope what it needs from the request (a path, a user), not the `Request` itself: the
    /// request keeps its scope, and a scope that kept the request would keep both alive.
    ///
    /// - Parameters:
    ///   - root: The root component or container, kept for the Application's life.
    ///   - requestScope: Makes one request's scope from the root and the request; what it throws is thrown where the
    ///     scope is first reached.
    @inlinable
    public func use<Root: Sendable, RequestScope: Sendable>(
        _ root: Root,
        requestScope: @escaping @Sendable (Root, Request) throws -> RequestScope
    ) {
        let isFirstRoot = application.storage[SutureRootKey.self] == nil
        application.storage[SutureRootKey.self] = SutureRoot(
            root: root,
            scope: RequestScope.self,
            makeScope: requestScope
        )
        // First, so the request has its marker before any other middleware or handler can reach its scope.
        if isFirstRoot { application.middleware.use(RequestScopeMarkerMiddleware(), at: .beginning) }
    }

    /// Keeps `container` on the Application; each request gets a child holding its `Request` and `registrations`.
    ///
    /// The child shares the container's singletons; what it registers itself lives and dies with the request.
    /// Inside a factory, reach the request with `r.resolve(Request.self)` rather than capturing `req`: the request
    /// keeps its child, and a factory that kept the request would keep both alive.
    ///
    /// ```swift
    /// app.suture.use(container) { req in
    ///     Register(Cart.self) { r in Cart(pantry: try r.resolve()) }.scope(.custom("request"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - container: The app's container, whose singletons every request shares.
    ///   - registrations: What each request's child registers besides its `Request`, made from the request.
    public func use(
        _ container: Container,
        @RegistrationBuilder registrations: @escaping @Sendable (Request) -> Registrations
    ) {
        use(container) { container, request -> Container in
            let reference = RequestReference(request)
            return container.child {
                Register(Request.self) { _ in try reference.request() }
                registrations(request)
            }
        }
    }

    /// Keeps `container` on the Application; each request gets a child holding only its `Request`.
    ///
    /// - Parameter container: The app's container, whose singletons every request shares.
    public func use(_ container: Container) {
        use(container) { _ in Registrations.empty }
    }

    /// The root given to `use(...)`, or an error that says it is missing or of another type.
    ///
    /// - Parameter type: The root's type, as given to `use(...)`.
    /// - Returns: The root.
    /// - Throws: `SutureVaporError` when no root was configured, or the root is of another type.
    public func root<Root>(as type: Root.Type = Root.self) throws -> Root {
        let expected = "\(Root.self)"
        guard let stored = application.storage[SutureRootKey.self] else {
            throw SutureVaporError(
                kind: .notConfigured, binding: expected, expected: expected, configured: nil, request: nil)
        }
        guard stored.rootType == ObjectIdentifier(Root.self), let root = stored.root as? Root else {
            throw SutureVaporError(
                kind: .rootMismatch, binding: expected, expected: expected, configured: stored.rootTypeName,
                request: nil)
        }
        return root
    }

    /// The container given to `use(_:registrations:)`, for what outlives a request.
    public var container: Container {
        get throws { try root(as: Container.self) }
    }

    /// How many request scopes this Application has built (requests that never reached one built none).
    public var createdScopeCount: Int {
        application.storage[SutureRootKey.self]?.statistics.created ?? 0
    }

    /// How many request scopes are built and not yet released: zero once Vapor has let go of every request.
    public var liveScopeCount: Int {
        application.storage[SutureRootKey.self]?.statistics.live ?? 0
    }
}
