import Suture
import Testing

/// Throwing and async initializers, `@MainActor` types, private and local types, with the real macros.
struct IsolationAndEffectsTests {
    @Test func unannotatedTypes_areBuiltFromAnyThread() async throws {
        let container = Container {
            Kitchen.Thermometer.registration
            Kitchen.StoneOven.registration
        }
        let oven = try await Task.detached { try container.resolve((any Kitchen.Oven).self) }.value
        #expect(oven.name == "stone")
    }

    @Test func throwingInitializer_reportsItsFailure_andBuildsOtherwise() throws {
        let failing = Container {
            Workshop.Furnace.registration
            Register(Int.self) { _ in 0 }
        }
        #expect(throws: ResolutionError.self) { try failing.resolve(Workshop.Furnace.self) }
        let working = failing.overriding { Register(Int.self) { _ in 900 } }
        #expect(try working.resolve(Workshop.Furnace.self).heat == 900)
    }

    @Test func asyncInitializer_isReachedWithResolveAsync() async throws {
        let container = Container {
            Workshop.Vault.registration
            Register(Workshop.Label.self, named: "vault") { _ in Workshop.Label(text: "vault") }
        }
        let vault = try await container.resolveAsync(Workshop.Vault.self)
        let again = try await container.resolveAsync(Workshop.Vault.self)
        #expect(vault === again)
        #expect(vault.label.text == "vault")
    }

    @MainActor
    @Test func mainActorType_isBuiltOnTheMainActor_withItsProperties() throws {
        let container = Container {
            Workshop.Screen.registration
            Workshop.Furnace.registration
            Register(Int.self) { _ in 7 }
            Register(Workshop.Label.self, named: "screen") { _ in Workshop.Label(text: "screen") }
        }
        let screen = try container.resolve(Workshop.Screen.self)
        #expect(screen.label.text == "screen")
        #expect(screen.furnace?.heat == 7)
        #expect(try container.resolve(Workshop.Screen.self) === screen)
    }

    @Test func mainActorType_fromNonisolatedCode_isAResolutionError() {
        let container = Container {
            Workshop.Screen.registration
            Register(Workshop.Label.self, named: "screen") { _ in Workshop.Label(text: "screen") }
        }
        #expect(throws: ResolutionError.self) { try nonisolatedResolve(container) }
    }

    @Test func privateTypeWithAlias_isReachedThroughItsProtocol() throws {
        let container = Container {
            Workshop.radiatorRegistration
            Register(Int.self) { _ in 40 }
        }
        #expect(try container.resolve((any Heating).self).heat == 40)
    }

    @Test func localType_getsARegistrationToo() throws {
        @Injectable(scope: .singleton)
        final class Counter: Sendable {
            let start: Int
            init(start: Int) { self.start = start }
        }
        let container = Container {
            Counter.registration
            Register(Int.self) { _ in 3 }
        }
        #expect(try container.resolve(Counter.self) === container.resolve(Counter.self))
        #expect(try container.resolve(Counter.self).start == 3)
    }
}

/// `@MainActor` registrations that take runtime arguments or contribute to multibindings, with the real macros.
struct MainActorArgumentsAndContributionsTests {
    private func container() -> Container {
        Container {
            Workshop.Dialog.registration
            Workshop.Gauge.registration
            Workshop.Furnace.registration
            Workshop.PanelModule.registrations
            Register(Int.self) { _ in 5 }
            Register(Workshop.Label.self, named: "dialog") { _ in Workshop.Label(text: "dialog") }
        }
    }

    @MainActor
    @Test func mainActorType_takesItsArguments_andItsInjectedProperties() throws {
        let dialog = try container().resolve(Workshop.Dialog.self, arguments: "Settings")
        #expect(dialog.title == "Settings")
        #expect(dialog.label.text == "dialog")
        #expect(dialog.furnace?.heat == 5)
    }

    @MainActor
    @Test func mainActorProvider_takesItsArgument() throws {
        let panel = try container().resolve(Workshop.Panel.self, arguments: 320)
        #expect(panel.width == 320)
        #expect(panel.label == nil)
    }

    @MainActor
    @Test func mainActorContributions_joinTheMultibindings() throws {
        let container = container()
        #expect(try container.resolve([Workshop.Label].self).map(\.text) == ["plain", "screen dialog"])
        #expect(try container.resolve([String: Workshop.Label].self).mapValues(\.text) == ["footer": "footer"])
    }

    @MainActor
    @Test func mainActorTypeWithNonisolatedInitializer_getsItsPropertiesOnTheMainActor() throws {
        let gauge = try container().resolve(Workshop.Gauge.self)
        #expect(gauge.heat == 5)
        #expect(gauge.furnace?.heat == 5)
    }

    @Test func mainActorTypeWithNonisolatedAsyncInitializer_isReachedWithResolveAsync() async throws {
        let container = Container {
            Workshop.Beacon.registration
            Register(Workshop.Label.self, named: "dialog") { _ in Workshop.Label(text: "beacon") }
        }
        let beacon = try await container.resolveAsync(Workshop.Beacon.self)
        #expect(beacon.label.text == "beacon")
    }

    @MainActor
    @Test func validate_acceptsTheMainActorGraph() throws {
        try container().validate()
    }

    @Test func mainActorArgumentsAndContributions_fromNonisolatedCode_areResolutionErrors() {
        let container = container()
        #expect(throws: ResolutionError.self) { try nonisolatedResolveDialog(container) }
        #expect(throws: ResolutionError.self) { try nonisolatedResolveLabels(container) }
        #expect(throws: ResolutionError.self) { try nonisolatedResolveGauge(container) }
    }
}

private nonisolated func nonisolatedResolveDialog(_ container: Container) throws {
    _ = try container.resolve(Workshop.Dialog.self, arguments: "Settings")
}

private nonisolated func nonisolatedResolveLabels(_ container: Container) throws {
    _ = try container.resolve([Workshop.Label].self)
}

private nonisolated func nonisolatedResolveGauge(_ container: Container) throws {
    _ = try container.resolve(Workshop.Gauge.self)
}

private nonisolated func nonisolatedResolve(_ container: Container) throws {
    _ = try container.resolve(Workshop.Screen.self)
}

/// An initializer isolated to the main actor makes its registration main-actor-isolated too.
struct InitializerIsolationTests {
    @MainActor
    @Test func mainActorInitializer_isCalledOnTheMainActor() throws {
        let container = Container {
            Signboard.registration
            Register(String.self, named: "sign") { _ in "Open" }
        }
        #expect(try container.resolve(Signboard.self).text == "Open")
    }
}
