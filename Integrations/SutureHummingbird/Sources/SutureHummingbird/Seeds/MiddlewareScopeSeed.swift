/// What a `RequestScopeMiddleware` box keeps to make a request's scope on first use.
///
/// Kept in the box by value: a seed that holds the request and its context copies them (every reference inside), so a
/// factory that needs neither gets a seed that holds neither.
@usableFromInline
protocol MiddlewareScopeSeed<Context>: Sendable {
    /// The request context whose scope the seed makes.
    associatedtype Context: RequestScopeContext

    /// Makes the request's scope.
    func makeScope() throws -> Context.RequestScope

    /// The request, `GET /cart`, for messages, when the seed kept it.
    var requestDescription: String? { get }
}
