import Hummingbird
import SutureHummingbird
import SutureServerTestSupport
import Testing

/// When the middleware releases a request's scope: at once when nothing of the request can reach it any more, after
/// the body is written when the body or a task kept the context.
@Suite struct RequestScopeReleaseTests {
    let shop = ShopComponent()

    func middleware() -> RequestScopeMiddleware<DirectContext> {
        RequestScopeMiddleware { [shop] request, _ in shop.request(RequestInfo(path: request.uri.path)) }
    }

    @Test func aBodyInMemory_releasesTheScopeAsTheResponseIsReturned() async throws {
        let middleware = middleware()

        let response = try await middleware.handle(directRequest("/cart"), context: DirectContext()) { _, context in
            Response(
                status: .ok,
                body: ResponseBody(byteBuffer: ByteBuffer(string: "cart \(try context.requestScope.cart.number)"))
            )
        }
        let liveBeforeWriting = middleware.liveScopeCount
        let cartsBeforeWriting = shop.live.value
        let written = CollectingBodyWriter.Written()
        try await response.body.write(CollectingBodyWriter(written: written))

        #expect(written.value == "cart 2")
        #expect(middleware.createdScopeCount == 1)
        #expect(liveBeforeWriting == 0)
        #expect(cartsBeforeWriting == 0)
        #expect(middleware.liveScopeCount == 0)
    }

    @Test func aFinishedRequestsBox_servesTheNextRequest_withAFreshScope() async throws {
        let middleware = middleware()
        var carts: [Int] = []
        var keptAfterEach: [Int] = []
        for path in ["/cart", "/menu", "/cart"] {
            _ = try await middleware.handle(directRequest(path), context: DirectContext()) { _, context in
                let scope = try context.requestScope
                // The cart's serial number: a freed cart's address may come back for the next request's cart.
                carts.append(scope.cart.number)
                #expect(scope.info.path == path)
                return Response(status: .ok)
            }
            keptAfterEach.append(middleware.keptBoxCount)
        }

        #expect(carts == [2, 3, 4])
        #expect(keptAfterEach == [1, 1, 1])
        #expect(middleware.createdScopeCount == 3)
        #expect(middleware.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func aBoxThatABodyKept_isNotKeptForAnotherRequest() async throws {
        let middleware = middleware()
        let kept = Kept<DirectContext>()

        let response = try await middleware.handle(directRequest("/cart"), context: DirectContext()) { _, context in
            _ = try context.requestScope.cart
            kept.keep(context)
            return Response(status: .ok)
        }
        try await response.body.write(CollectingBodyWriter(written: CollectingBodyWriter.Written()))

        #expect(middleware.keptBoxCount == 0)
        #expect(middleware.liveScopeCount == 0)
        let late = try #require(kept.value)
        #expect(throws: SutureHummingbirdError.self) { try late.requestScope }
    }

    @Test func aBodyThatKeepsTheContext_keepsTheScopeUntilItIsWritten_andThenReleasesIt() async throws {
        let middleware = middleware()
        let kept = Kept<DirectContext>()

        let response = try await middleware.handle(directRequest("/cart"), context: DirectContext()) { _, context in
            let number = try context.requestScope.cart.number
            return Response(
                status: .ok,
                body: ResponseBody { writer in
                    let same = try context.requestScope.cart.number == number
                    kept.keep(context)
                    try await writer.write(ByteBuffer(string: "cart \(number) same \(same)"))
                    try await writer.finish(nil)
                }
            )
        }
        let liveBeforeWriting = middleware.liveScopeCount
        let written = CollectingBodyWriter.Written()
        try await response.body.write(CollectingBodyWriter(written: written))
        let liveAfterWriting = middleware.liveScopeCount
        let late = try #require(kept.value)

        #expect(written.value == "cart 2 same true")
        #expect(liveBeforeWriting == 1)
        #expect(liveAfterWriting == 0)
        #expect(shop.live.value == 0)
        #expect(throws: SutureHummingbirdError.self) { try late.requestScope }
        #expect(middleware.createdScopeCount == 1)
    }

    @Test func aScopeFirstReachedWhileTheBodyIsWritten_isReleasedOnceTheBodyIsWritten() async throws {
        let middleware = middleware()

        let response = try await middleware.handle(directRequest("/cart"), context: DirectContext()) { _, context in
            Response(
                status: .ok,
                body: ResponseBody { writer in
                    try await writer.write(ByteBuffer(string: "cart \(try context.requestScope.cart.number)"))
                    try await writer.finish(nil)
                }
            )
        }
        let createdBeforeWriting = middleware.createdScopeCount
        let written = CollectingBodyWriter.Written()
        try await response.body.write(CollectingBodyWriter(written: written))

        #expect(written.value == "cart 2")
        #expect(createdBeforeWriting == 0)
        #expect(middleware.createdScopeCount == 1)
        // The body still holds the context, but the response is written: the scope is gone.
        #expect(middleware.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }

    @Test func aHandlerThatThrows_releasesTheScope() async throws {
        let middleware = middleware()

        await #expect(throws: HTTPError.self) {
            try await middleware.handle(directRequest("/cart"), context: DirectContext()) { _, context in
                _ = try context.requestScope.cart
                throw HTTPError(.conflict)
            }
        }

        #expect(middleware.createdScopeCount == 1)
        #expect(middleware.liveScopeCount == 0)
        #expect(shop.live.value == 0)
    }
}
