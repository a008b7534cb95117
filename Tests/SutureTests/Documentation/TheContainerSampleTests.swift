// The samples of the DocC article "The container" (Sources/Suture/Suture.docc/TheContainer.md).
import Suture
import Testing

enum ContainerArticle {
    // This test target declares a `Dependency` of its own (Support/Workshop.swift); the article means the runtime's.
    typealias Dependency = SutureRuntime.Dependency

    protocol Oven: AnyObject, Sendable {
        var name: String { get }
    }

    struct Thermometer: Sendable {
        let degrees = 230
    }

    final class StoneOven: Oven {
        let name = "stone oven"
        let thermometer: Thermometer

        init(thermometer: Thermometer) {
            self.thermometer = thermometer
        }
    }

    final class FakeOven: Oven {
        let name = "fake oven"
    }

    struct Starter: Sendable {
        let grain: String
    }

    enum Grain: Hashable, Sendable {
        case spelt
    }

    final class Mixer: Sendable {}

    final class Baker: Sendable {
        let oven: any Oven
        let starter: Starter
        let mixer: Lazy<Mixer>

        init(oven: any Oven, starter: Starter, mixer: Lazy<Mixer>) {
            self.oven = oven
            self.starter = starter
            self.mixer = mixer
        }
    }

    final class Kitchen: Sendable {
        let oven: any Oven
        let thermometer: Thermometer

        init(oven: any Oven, thermometer: Thermometer) {
            self.oven = oven
            self.thermometer = thermometer
        }
    }

    final class Storefront {
        @Injected var kitchen: Kitchen
        @Injected(named: "rye") var starter: Starter
    }

    static let bakery = Container {
        Register(Thermometer.self) { _ in Thermometer() }
        Register(Oven.self) { r in StoneOven(thermometer: try r.resolve()) }
            .scope(.singleton)
            .dependencies(Dependency(Thermometer.self))
        Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        Register(Starter.self) { _ in Starter(grain: "spelt") }
            .qualified(by: Grain.spelt)
        Register(Mixer.self) { _ in Mixer() }
        Register(Baker.self) { r in
            Baker(oven: try r.resolve(), starter: try r.resolve(named: "rye"), mixer: try r.resolve())
        }
        .dependencies(Dependency(Oven.self), Dependency(Starter.self, named: "rye"), Dependency(Lazy<Mixer>.self))
        Register(Kitchen.self, using: Kitchen.init(oven:thermometer:))
    }
}

@Suite struct TheContainerSampleTests {
    typealias Oven = ContainerArticle.Oven
    typealias StoneOven = ContainerArticle.StoneOven
    typealias FakeOven = ContainerArticle.FakeOven
    typealias Starter = ContainerArticle.Starter
    typealias Grain = ContainerArticle.Grain
    typealias Baker = ContainerArticle.Baker
    typealias Kitchen = ContainerArticle.Kitchen
    typealias Storefront = ContainerArticle.Storefront
    let bakery = ContainerArticle.bakery

    @Test func resolve_buildsTheGraph_andSharesTheSingleton() throws {
        try bakery.validate()
        let baker = try bakery.resolve(Baker.self)
        let oven: any Oven = try bakery.resolve()
        let spelt = try bakery.resolve(Starter.self, qualifier: Grain.spelt)
        #expect(baker.oven === oven)
        #expect(baker.starter.grain == "rye")
        #expect(spelt.grain == "spelt")
    }

    @Test func using_resolvesEveryParameterByType() throws {
        let kitchen = try bakery.resolve(Kitchen.self)
        #expect(kitchen.oven.name == "stone oven")
        #expect(kitchen.thermometer.degrees == 230)
    }

    @Test func overriding_reachesEveryDependent_andLeavesTheOriginal() throws {
        let testKitchen = bakery.overriding {
            Register(Oven.self) { _ in FakeOven() }
        }
        let testBaker = try testKitchen.resolve(Baker.self)
        #expect(testBaker.oven is FakeOven)
        #expect(try bakery.resolve(Baker.self).oven is StoneOven)
    }

    @Test func child_sharesTheParentsSingletons() throws {
        let shift = bakery.child {
            Register(Starter.self, named: "wheat") { _ in Starter(grain: "wheat") }
        }
        let wheat = try shift.resolve(Starter.self, named: "wheat")
        #expect(wheat.grain == "wheat")
        #expect(try shift.resolve(Oven.self) === bakery.resolve(Oven.self))
        #expect(!bakery.hasBinding(for: Starter.self, named: "wheat"))
    }

    @Test func missingBinding_isAThrownResolutionError() throws {
        let empty = Container {}
        #expect(throws: ResolutionError.self) {
            try empty.resolve(Baker.self)
        }
        let optional = try empty.resolve(Baker?.self)
        #expect(optional == nil)
    }

    @Test func injected_resolvesFromTheCurrentContainer() throws {
        try bakery.withCurrent {
            let storefront = Storefront()
            let kitchen = try storefront.$kitchen.value()
            #expect(storefront.starter.grain == "rye")
            #expect(kitchen.oven.name == "stone oven")
        }
    }
}
