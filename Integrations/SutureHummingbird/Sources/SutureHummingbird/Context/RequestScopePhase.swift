/// Where a request's scope stands, read without building it (`context.requestScopePhase`): for tests, health checks
/// and logs that must not make a scope just to look at it.
public enum RequestScopePhase: Sendable, Equatable {
    /// The context did not pass through `RequestScopeMiddleware`, so it has no request scope.
    case outsideRequest
    /// Nothing has reached the scope yet, or a first use is building it now.
    case notBuilt
    /// The scope is built and alive.
    case built
    /// The response was written and the scope released; a use from now on throws `SutureHummingbirdError`.
    case released
}
