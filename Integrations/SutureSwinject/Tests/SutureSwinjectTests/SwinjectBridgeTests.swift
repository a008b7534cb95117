import Suture
import SutureRuntime
import SutureSwinject
import Swinject
import Testing

@Suite struct SwinjectBridgeTests {
    /// The Swinject half of the app: the oven and the rye starter.
    static func swinjectContainer(withRye: Bool = true) -> Swinject.Container {
        let container = Swinject.Container()
        container.register((any Oven).self) { _ in BrickOven() }.inObjectScope(.container)
        if withRye {
            container.register(Starter.self, name: "rye") { _ in Starter(grain: "rye") }
        }
        return container
    }

    @Test func generatedComponent_takesTheDeclaredKeysFromSwinject() throws {
        let swinject = Self.swinjectContainer()
        let bridge = try SwinjectBridge(swinject.synchronize(), taking: FromSwinject.registrations)
        let bakery = SutureBakery(swinject: bridge)

        let baker = try bakery.baker
        #expect(baker.oven === swinject.resolve((any Oven).self))
        #expect(baker.starter.grain == "rye")
        #expect(
            bridge.declaredKeys == [AnyDependencyKey((any Oven).self), AnyDependencyKey(Starter.self, named: "rye")])
    }

    @Test func container_takesTheDeclaredKeysFromSwinject() throws {
        let swinject = Self.swinjectContainer()
        let bridge = try SwinjectBridge(swinject, taking: FromSwinject.registrations)
        let container = SutureRuntime.Container {
            bridge.registration
            FromSwinject.registrations
            Baker.registration
        }

        let baker = try container.resolve(Baker.self)
        #expect(baker.oven === swinject.resolve((any Oven).self))
        #expect(baker.starter.grain == "rye")
    }

    @Test func check_namesEveryKeySwinjectLacks_withItsFix() throws {
        let error = #expect(throws: SwinjectBridgeError.self) {
            try SwinjectBridge(Swinject.Container(), taking: FromSwinject.registrations)
        }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 2 problems:
                1. Swinject does not resolve Oven, which Suture takes from it (SutureSwinjectTests/Bakery.swift:45). Fix: \
                register it in the Swinject container, as in container.register(Oven.self) { r in ... }, or bind it in \
                Suture and stop taking it from Swinject.
                2. Swinject does not resolve Starter named "rye", which Suture takes from it \
                (SutureSwinjectTests/Bakery.swift:45). Fix: register it in the Swinject container, as in \
                container.register(Starter.self, name: "rye") { r in ... }, or bind it in Suture and stop taking it from \
                Swinject.
                """
        )
    }

    @Test func check_passesOnlyWhenSwinjectResolvesEveryKey() throws {
        let error = #expect(throws: SwinjectBridgeError.self) {
            try SwinjectBridge(Self.swinjectContainer(withRye: false), taking: FromSwinject.registrations)
        }
        #expect(error?.problems.count == 1)
        #expect(
            error?.problems.first
                == .notResolvedBySwinject(
                    AnyDependencyKey(Starter.self, named: "rye"),
                    site: RegistrationSite(fileID: "SutureSwinjectTests/Bakery.swift", line: 45)
                )
        )
    }

    @Test func check_rejectsWhatSwinjectCannotName_andCustomScopesWithoutAnObjectScope() throws {
        struct Grain: Hashable, Sendable { let name: String }
        let registrations = Registrations {
            Register(Starter.self) { _ in Starter(grain: "spelt") }.qualified(by: Grain(name: "spelt"))
            Register(BrickOven.self) { _ in BrickOven() }.scope(.custom("season"))
        }
        let error = #expect(throws: SwinjectBridgeError.self) {
            try SwinjectBridge(Swinject.Container(), taking: registrations)
        }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 2 problems:
                1. Starter qualified by Grain(name: "spelt") (SutureSwinjectTests/SwinjectBridgeTests.swift:79) is \
                qualified by a value, but Swinject names keys with strings only. Fix: qualify it with a name, as \
                @Provides(named:) or Register(_:named:) do.
                2. BrickOven is in the scope .custom("season"), which has no Swinject object scope. Fix: give it one, as in \
                SwinjectScopes(custom: ["season": yourObjectScope]).
                """
        )
    }

    @Test func resolve_ofAnUndeclaredKey_throwsNotDeclared() throws {
        let bridge = try SwinjectBridge(Self.swinjectContainer(), taking: FromSwinject.registrations)
        let error = #expect(throws: SwinjectBridgeError.self) { try bridge.resolve(Starter.self) }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 1 problem:
                1. Starter was taken from Swinject without being declared. Fix: take it only in the @Provides function \
                that returns it, and pass that module's registrations to SwinjectBridge(_:taking:), so that the \
                start-up check sees it.
                """
        )
    }

    @Test func resolve_afterSwinjectDropsAKey_throwsNoLongerResolved() throws {
        let swinject = Self.swinjectContainer()
        let bridge = try SwinjectBridge(swinject, taking: FromSwinject.registrations)
        swinject.removeAll()
        let error = #expect(throws: SwinjectBridgeError.self) { try bridge.resolve((any Oven).self) }
        #expect(error?.problems == [.noLongerResolvedBySwinject(AnyDependencyKey((any Oven).self))])
    }

    @Test func generatedComponent_afterSwinjectDropsAKey_throwsTheBridgesErrorFromTheEntryPoint() throws {
        let swinject = Self.swinjectContainer()
        let bakery = SutureBakery(swinject: try SwinjectBridge(swinject, taking: FromSwinject.registrations))
        swinject.removeAll()
        let error = #expect(throws: SwinjectBridgeError.self) { try bakery.baker }
        #expect(
            error?.description == """
                The bridge between Suture and Swinject has 1 problem:
                1. Swinject resolved Oven when the bridge was made, but no longer does. Fix: keep its registration in \
                the Swinject container while Suture takes it, or bind it in Suture.
                """
        )
    }

    @Test func container_providerOfAKeyLeftOutOfTheCheck_failsWithTheBridgesError() throws {
        let swinject = Self.swinjectContainer()
        swinject.register(Starter.self, name: "wheat") { _ in Starter(grain: "wheat") }
        let bridge = try SwinjectBridge(swinject, taking: FromSwinject.registrations)
        let container = SutureRuntime.Container {
            bridge.registration
            FromSwinject.registrations
            AlsoFromSwinject.registrations
        }
        let error = #expect(throws: ResolutionError.self) { try container.resolve(Starter.self, named: "wheat") }
        #expect(
            error?.description == """
                the factory of Starter named "wheat" threw: The bridge between Suture and Swinject has 1 problem:
                1. Starter named "wheat" was taken from Swinject without being declared. Fix: take it only in the \
                @Provides function that returns it, and pass that module's registrations to \
                SwinjectBridge(_:taking:), so that the start-up check sees it.
                  registered at: SutureSwinjectTests/Bakery.swift:67
                  fix: fix the factory, or handle the error where Starter is resolved
                """
        )
    }
}
