import Hummingbird
import SutureHummingbird
import SutureRuntime

/// A request context carrying a Suture request scope from a generated-shape subcomponent.
struct SubcomponentContext: RequestScopeContext {
    typealias Source = BenchmarkContextSource
    var coreContext: CoreRequestContextStorage
    var requestScopeSlot = RequestScopeSlot<any ShopRequest>()

    init(source: Source) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}

/// A request context carrying a Suture request scope that is a child `Container`.
struct ChildContainerContext: RequestScopeContext {
    typealias Source = BenchmarkContextSource
    var coreContext: CoreRequestContextStorage
    var requestScopeSlot = RequestScopeSlot<Container>()

    init(source: Source) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}

/// A request context with a hand-written per-request field, as a server developer writes it without Suture.
struct HandWrittenContext: RequestContext {
    typealias Source = BenchmarkContextSource
    var coreContext: CoreRequestContextStorage
    var shop: HandWrittenRequestScope?

    init(source: Source) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}

/// The hand-written middleware that fills `HandWrittenContext.shop` for each request.
struct HandWrittenMiddleware: RouterMiddleware {
    typealias Context = HandWrittenContext
    let root: ShopRoot

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        context.shop = HandWrittenRequestScope(root: root)
        return try await next(request, context)
    }
}
