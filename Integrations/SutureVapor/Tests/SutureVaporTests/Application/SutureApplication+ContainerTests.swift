import SutureRuntime
import SutureServerTestSupport
import SutureVapor
import Testing
import Vapor

/// A `Container` as the root: each request gets a child holding its `Request` and the request's registrations.
@Suite struct SutureApplicationContainerTests {
    let root = Container {
        Register(SerialNumbers.self) { _ in SerialNumbers() }.scope(.singleton)
        Register(LiveInstances.self) { _ in LiveInstances() }.scope(.singleton)
        Register(Pantry.self) { r in Pantry(serialNumbers: try r.resolve()) }.scope(.singleton)
    }

    func configure(_ app: Application) {
        app.suture.use(root) { req in
            Register(RequestInfo.self) { r in RequestInfo(path: try r.resolve(Request.self).url.path) }
            Register(Cart.self) { r in
                Cart(pantry: try r.resolve(), serialNumbers: try r.resolve(), live: try r.resolve())
            }
            .scope(.custom("request"))
            Register(Checkout.self) { r in Checkout(cart: try r.resolve()) }
        }
    }

    @Test func childContainers_givePerRequestInstances_andShareTheRootsSingletons() async throws {
        let run = try await withLiveApplication { app in
            configure(app)
            app.get("cart") { req in
                let cart = try req.resolve(Cart.self)
                let sameCart = cart === (try req.resolve(Checkout.self)).cart
                return "cart \(cart.number) pantry \(cart.pantry.number) same \(sameCart) "
                    + "at \(try req.resolve(RequestInfo.self).path)"
            }
        } _: { client in
            [try await client.get("/cart").body, try await client.get("/cart").body]
        }

        #expect(run.value == ["cart 2 pantry 1 same true at /cart", "cart 3 pantry 1 same true at /cart"])
        #expect(run.createdScopeCount == 2)
        #expect(try root.resolve(Pantry.self).number == 1)
    }

    @Test func childContainers_areReleased_andWhatTheyBuiltWithThem() async throws {
        let run = try await withLiveApplication { app in
            configure(app)
            app.get("cart") { req in "cart \(try req.resolve(Cart.self).number)" }
        } _: { client in
            var count = 0
            for _ in 0..<50 {
                if try await client.get("/cart").status == .ok { count += 1 }
            }
            return count
        }

        #expect(run.value == 50)
        #expect(run.createdScopeCount == 50)
        #expect(run.liveScopeCount == 0)
        #expect(try root.resolve(LiveInstances.self).value == 0)
    }

    @Test func theContainers_areReachableFromTheApplicationAndTheRequest() async throws {
        let run = try await withLiveApplication { app in
            app.suture.use(root)
            app.get("containers") { req in
                let requestContainer = try req.suture.container
                let rootContainer = try req.application.suture.container
                return "pantry \(try requestContainer.resolve(Pantry.self).number) "
                    + "same \(try rootContainer.resolve(Pantry.self) === (try requestContainer.resolve(Pantry.self))) "
                    + "request \(try req.resolve(Request.self) === req)"
            }
        } _: { client in
            try await client.get("/containers").body
        }

        #expect(run.value == "pantry 1 same true request true")
        #expect(run.createdScopeCount == 1)
        #expect(run.liveScopeCount == 0)
    }
}
