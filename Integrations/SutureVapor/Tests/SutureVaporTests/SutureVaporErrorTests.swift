import SutureRuntime
import SutureServerTestSupport
import SutureVapor
import Testing
import Vapor

/// Reaching a request scope or a root that was not configured, or not as configured: an error naming it and the fix.
@Suite struct SutureVaporErrorTests {
    /// Returns what `reach` gives, or the message of what it threw.
    static func message(_ reach: () throws -> String) -> String {
        do {
            return try reach()
        } catch {
            return "\(error)"
        }
    }

    @Test func withoutARoot_aResolvedBindingIsNamed_withTheSetupToCall() async throws {
        let run = try await withLiveApplication { app in
            app.get("cart") { req in Self.message { "cart \(try req.resolve(Cart.self).number)" } }
        } _: { client in
            try await client.get("/cart").body
        }

        #expect(
            run.value
                == "Cart was reached in GET /cart, but no Suture root was configured on the Application, so there is "
                + "no request scope. Fix: call app.suture.use(root) { root, req in ... } with the root component, or "
                + "app.suture.use(container) { req in ... } with a Container, in configure(_:) before the app serves "
                + "requests."
        )
    }

    @Test func withoutARoot_theRequestScopeIsNamed_andTheResponseIsAnError() async throws {
        let run = try await withLiveApplication { app in
            app.get("cart") { req in "cart \(try req.suture.scope(as: ShopRequest.self).cart.number)" }
            app.get("message") { req in Self.message { "\(try req.suture.scope(as: ShopRequest.self).cart.number)" } }
        } _: { client in
            [try await client.get("/cart"), try await client.get("/message")]
        }

        #expect(run.value[0].status == .internalServerError)
        #expect(
            run.value[1].body
                == "ShopRequest was reached in GET /message, but no Suture root was configured on the Application, so "
                + "there is no request scope. Fix: call app.suture.use(root) { root, req in ... } with the root "
                + "component, or app.suture.use(container) { req in ... } with a Container, in configure(_:) before "
                + "the app serves requests."
        )
    }

    @Test func withoutARoot_theApplicationsContainerIsNamed() async throws {
        let app = try await Application.make(.testing)
        let body = Self.message { "\(try app.suture.container)" }
        let counts = [app.suture.createdScopeCount, app.suture.liveScopeCount]
        try await app.asyncShutdown()

        #expect(counts == [0, 0])
        #expect(
            body
                == "Container was reached through app.suture, but no Suture root was configured on the Application, "
                + "so there is no request scope. Fix: call app.suture.use(root) { root, req in ... } with the root "
                + "component, or app.suture.use(container) { req in ... } with a Container, in configure(_:) before "
                + "the app serves requests."
        )
    }

    @Test func theRequestScopeAskedForAsAnotherType_namesBothTypes_andBuildsNothing() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("scope") { req in
                Self.message { "\(try req.suture.scope(as: ShopRequestComponent.self).cart.number)" }
            }
        } _: { client in
            try await client.get("/scope").body
        }

        #expect(
            run.value
                == "The request scope was asked for as ShopRequestComponent in GET /scope, but the Application's "
                + "request scope is ShopRequest. Fix: reach it through req.suture.scope(as: ShopRequest.self), or "
                + "pass app.suture.use(...) a root whose request scope is ShopRequestComponent."
        )
        #expect(run.createdScopeCount == 0)
    }

    @Test func aBindingResolvedFromAComponentsRequestScope_pointsAtTheComponent() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("cart") { req in Self.message { "\(try req.resolve(Cart.self, named: "basket").number)" } }
        } _: { client in
            try await client.get("/cart").body
        }

        #expect(
            run.value
                == "Cart named \"basket\" was reached in GET /cart through a request scope of type Container, but the "
                + "Application's request scope is ShopRequest. Fix: reach it through "
                + "req.suture.scope(as: ShopRequest.self), or pass app.suture.use(...) a root whose request scope is "
                + "Container."
        )
        #expect(run.createdScopeCount == 0)
    }

    @Test func aRequestScopeFactoryThatAsksForItsOwnScope_getsAnError_notARecursion() async throws {
        let shop = ShopComponent()

        let run = try await withLiveApplication { app in
            app.suture.use(shop) { shop, req in
                let path = try req.suture.scope(as: ShopRequest.self).info.path
                return shop.request(RequestInfo(path: path))
            }
            app.get("cart") { req in Self.message { "\(try req.suture.scope(as: ShopRequest.self).cart.number)" } }
        } _: { client in
            try await client.get("/cart").body
        }

        #expect(
            run.value
                == "ShopRequest was reached in GET /cart while its request scope was being made: the closure given to "
                + "app.suture.use(...) asked req.suture for the scope it was making. Fix: make the request scope from "
                + "what the request holds (req.url, req.headers, req.auth), and reach request-scoped bindings in route "
                + "handlers, once it is made."
        )
        #expect(run.createdScopeCount == 0)
        #expect(run.liveScopeCount == 0)
    }

    @Test func childContainerRegistrationsThatAskForTheRequestsContainer_getAnError() async throws {
        let run = try await withLiveApplication { app in
            app.suture.use(Container {}) { req in
                let reached = Self.message { "\(try req.suture.container)" }
                Register(String.self, named: "reached") { _ in reached }
            }
            app.get("reached") { req in Self.message { try req.resolve(String.self, named: "reached") } }
        } _: { client in
            try await client.get("/reached").body
        }

        let expected =
            "Container was reached in GET /reached while its request scope was being made: the closure given to "
            + "app.suture.use(...) asked req.suture for the scope it was making. Fix: make the request scope from "
            + "what the request holds (req.url, req.headers, req.auth), and reach request-scoped bindings in route "
            + "handlers, once it is made."
        #expect(run.value == expected)
        #expect(run.liveScopeCount == 0)
    }

    @Test func theRootAskedForAsAnotherType_namesBothTypes() async throws {
        let run = try await withLiveApplication { app in
            app.suture.use(ShopComponent()) { shop, req in shop.request(RequestInfo(path: req.url.path)) }
            app.get("root") { req in Self.message { "\(try req.application.suture.container)" } }
        } _: { client in
            try await client.get("/root").body
        }

        #expect(
            run.value
                == "The Suture root was asked for as Container through app.suture, but the Application's root is "
                + "ShopComponent. Fix: ask for app.suture.root(as: ShopComponent.self), or pass a Container to "
                + "app.suture.use(...)."
        )
    }

    @Test func aRequestsContainerKeptPastTheRequest_cannotHandOutTheRequest() async throws {
        let kept = Kept<Container>()

        let run = try await withLiveApplication { app in
            app.suture.use(Container {})
            app.get("keep") { req in
                kept.keep(try req.suture.container)
                return "kept"
            }
        } _: { client in
            try await client.get("/keep").body
        }

        #expect(run.value == "kept")
        #expect(run.liveScopeCount == 0)
        let container = try #require(kept.value)
        // The container reports the factory's error with where it was registered; the factory's own error says why.
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Request.self) }
        guard case .factoryFailed(let underlying) = error.kind else {
            Issue.record("expected the factory's error, got \(error)")
            return
        }
        #expect(
            "\(underlying)"
                == "Request was resolved from the container of GET /keep after the request had ended. Fix: resolve "
                + "what must outlive the request (a Task, a stream) before the handler returns, and pass that instead "
                + "of the request's container."
        )
    }
}
