public import Hummingbird
public import SutureRuntime

extension RequestScopeMiddleware where Context.RequestScope == Container {
    /// Gives each request a child of `parent` holding the request's own registrations.
    ///
    /// The child shares the parent's singletons; what it registers itself lives and dies with the request.
    ///
    /// ```swift
    /// RequestScopeMiddleware<BasicRequestScopeContext<Container>>(parent: root) { request, _ in
    ///     Register(Cart.self) { _ in Cart() }.scope(.custom("request"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The app's container, whose singletons every request shares.
    ///   - registrations: What each request's child registers, made from the request and its context.
    @inlinable
    public init(
        parent: Container,
        @RegistrationBuilder registrations: @escaping @Sendable (Request, Context) -> Registrations
    ) {
        self.init { request, context in
            parent.child { registrations(request, context) }
        }
    }

    /// Gives each request a child of `parent` holding the request's own registrations, made from the request only:
    /// the middleware keeps no context for them.
    ///
    /// - Parameters:
    ///   - parent: The app's container, whose singletons every request shares.
    ///   - registrations: What each request's child registers, made from the request.
    @inlinable
    public init(parent: Container, @RegistrationBuilder registrations: @escaping @Sendable (Request) -> Registrations) {
        self.init { request in parent.child { registrations(request) } }
    }

    /// Gives each request a child of `parent` holding the request's own registrations, which need neither the request
    /// nor its context: the middleware keeps neither.
    ///
    /// ```swift
    /// RequestScopeMiddleware<BasicRequestScopeContext<Container>>(parent: root) {
    ///     Register(Cart.self) { _ in Cart() }.scope(.custom("request"))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - parent: The app's container, whose singletons every request shares.
    ///   - registrations: What each request's child registers.
    @inlinable
    public init(parent: Container, @RegistrationBuilder registrations: @escaping @Sendable () -> Registrations) {
        self.init { parent.child { registrations() } }
    }
}
