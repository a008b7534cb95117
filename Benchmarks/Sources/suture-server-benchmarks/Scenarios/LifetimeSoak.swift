import HeapStatistics
import Hummingbird
import Logging
import NIOCore
import SutureHummingbird
import SutureRuntime
import SutureVapor
import Vapor

/// Serves many requests, one at a time, through each integration's request scope, each building a request-scoped
/// basket that keeps a `Lazy` and a `Provider` of its own request, and reads the heap before, during and after.
enum LifetimeSoak {
    /// One form's figures.
    struct Row {
        let title: String
        let requests: Int
        let before: Int
        let during: Int
        let after: Int
        let liveDuring: Int
        let liveAfter: Int
    }

    /// A request context whose scope is the basket subcomponent.
    struct BasketContext: RequestScopeContext {
        typealias Source = BenchmarkContextSource
        var coreContext: CoreRequestContextStorage
        var requestScopeSlot = RequestScopeSlot<any BasketRequest>()

        init(source: Source) {
            self.coreContext = CoreRequestContextStorage(source: source)
        }
    }

    /// The basket's registrations in a request's child container.
    @RegistrationBuilder
    static func basketRegistrations() -> Registrations {
        Register(Cart.self) { r in Cart(pantry: try r.resolve(), number: 2) }.scope(.custom("request"))
        Register(Receipt.self) { r in Receipt(cart: try r.resolve()) }
        Register(Basket.self) { r in Basket(cart: try r.resolve(), receipts: try r.resolve()) }
            .scope(.custom("request"))
    }

    /// Every form, `requests` requests each.
    static func run(requests: Int) async throws -> [Row] {
        let source = BenchmarkContextSource(logger: Logger(label: "suture-server-benchmarks"))
        let hummingbirdRequest = Hummingbird.Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "127.0.0.1", path: "/basket"),
            body: RequestBody(buffer: ByteBuffer())
        )
        let root = ShopRoot()

        let subcomponent = RequestScopeMiddleware<BasketContext> { root.basketRequest() }
        let routedSubcomponent: any MiddlewareProtocol<Hummingbird.Request, Response, BasketContext> = subcomponent
        let hummingbirdSubcomponent = try await soak("Hummingbird, subcomponent", requests: requests) { probe in
            let response = try await routedSubcomponent.handle(
                hummingbirdRequest, context: BasketContext(source: source)
            ) {
                _, context in
                try use(context.requestScope.basket, probe)
                return Response(status: .ok)
            }
            try await response.body.write(NullBodyWriter())
        }

        let childContainer = RequestScopeMiddleware<ChildContainerContext>(parent: ShopContainer.root()) {
            basketRegistrations()
        }
        let routedChild: any MiddlewareProtocol<Hummingbird.Request, Response, ChildContainerContext> = childContainer
        let hummingbirdChild = try await soak("Hummingbird, child Container", requests: requests) { probe in
            let response = try await routedChild.handle(
                hummingbirdRequest, context: ChildContainerContext(source: source)
            ) {
                _, context in
                try use(context.resolve(Basket.self), probe)
                return Response(status: .ok)
            }
            try await response.body.write(NullBodyWriter())
        }

        let subcomponentApp = try await Application.make(.testing)
        let containerApp = try await Application.make(.testing)
        subcomponentApp.suture.use(root) { root, _ in root.basketRequest() }
        containerApp.suture.use(ShopContainer.root()) { _ in basketRegistrations() }
        let eventLoop = subcomponentApp.eventLoopGroup.any()
        do {
            let vaporSubcomponent = try await soak("Vapor, subcomponent", requests: requests) { probe in
                let request = Vapor.Request(application: subcomponentApp, method: .GET, url: "/basket", on: eventLoop)
                try use(request.suture.scope(as: (any BasketRequest).self).basket, probe)
            }
            let vaporChild = try await soak("Vapor, child Container", requests: requests) { probe in
                let request = Vapor.Request(application: containerApp, method: .GET, url: "/basket", on: eventLoop)
                try use(request.resolve(Basket.self), probe)
            }
            try await subcomponentApp.asyncShutdown()
            try await containerApp.asyncShutdown()
            return [hummingbirdSubcomponent, hummingbirdChild, vaporSubcomponent, vaporChild]
        } catch {
            try? await subcomponentApp.asyncShutdown()
            try? await containerApp.asyncShutdown()
            throw error
        }
    }

    /// Reads what the basket keeps, and lets the probe look at the heap while the request's scope is alive.
    private static func use(_ basket: Basket, _ probe: () -> Void) throws {
        Sink.consume(try basket.cart.value().number &+ basket.receipts.value().cart.number)
        probe()
    }

    /// Serves `requests` requests with `serve` after 1,000 to warm up; the probe reads the heap in the middle one.
    private static func soak(
        _ title: String,
        requests: Int,
        serve: (_ probe: () -> Void) async throws -> Void
    ) async throws -> Row {
        for _ in 0..<1_000 { try await serve {} }
        let before = suture_heap_bytes_in_use()
        var during = 0
        var liveDuring = 0
        for index in 0..<requests {
            try await serve {
                guard index == requests / 2 else { return }
                during = suture_heap_bytes_in_use()
                liveDuring = SoakLiveInstances.shared.alive
            }
        }
        return Row(
            title: title,
            requests: requests,
            before: before,
            during: during,
            after: suture_heap_bytes_in_use(),
            liveDuring: liveDuring,
            liveAfter: SoakLiveInstances.shared.alive
        )
    }

    /// The rows as a Markdown table.
    static func markdown(_ rows: [Row]) -> String {
        var lines = [
            "| Request scope | Requests | Heap before | Heap during | Heap after | After − before | Live during | Live after |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for row in rows {
            let change = row.after - row.before
            let percent = row.before > 0 ? Double(abs(change)) / Double(row.before) * 100 : 0
            let sign = change >= 0 ? "+" : "−"
            lines.append(
                "| \(row.title) | \(row.requests) | \(row.before) B | \(row.during) B | \(row.after) B | "
                    + "\(sign)\(abs(change)) B (\(String(format: "%.2f", percent))%) | \(row.liveDuring) | \(row.liveAfter) |"
            )
        }
        return lines.joined(separator: "\n")
    }
}
