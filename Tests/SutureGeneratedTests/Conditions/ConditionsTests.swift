import Suture
import Testing

/// A graph whose declarations stand in `#if` blocks, compiled with the guards the graph compiler copied into the
/// generated code: `SutureGeneratedTests` builds it without `SUTURE_CONDITIONS_TRACING`, `SutureConditionsTests`
/// with it, and each build gets the bindings its own conditions keep.
struct ConditionsTests {
    @Test func theClock_isTheOneThisBuildDeclares() {
        #if DEBUG
            #expect(SutureConditionsApp().greeter.clock.name == "fake")
        #else
            #expect(SutureConditionsApp().greeter.clock.name == "system")
        #endif
    }

    @Test func theTracers_areThoseThisBuildsConditionsContribute() {
        let labels = SutureConditionsApp().greeter.tracers.map(\.label)
        #if SUTURE_CONDITIONS_TRACING
            #expect(labels == ["console", "audit"])
        #else
            #expect(labels == ["audit"])
        #endif
    }

    @Test func anInitializerInAnIfBlock_isTheOneThisBuildCompiles_forTheComponentAndTheContainer() throws {
        let container = Container { ConditionsRegistrations.registrations }
        #if SUTURE_CONDITIONS_TRACING
            #expect(SutureConditionsApp().reporter.mode == "tracing to 2")
            #expect(try container.resolve(ConditionsReporter.self).mode == "tracing to 2")
        #else
            #expect(SutureConditionsApp().reporter.mode == "quiet")
            #expect(try container.resolve(ConditionsReporter.self).mode == "quiet")
        #endif
    }

    #if DEBUG
        @Test func anEntryPointOfDebugBuildsOnly_isGenerated_inADebugBuild() {
            #expect(SutureConditionsApp().debugMenu.clock.name == "fake")
        }
    #endif

    @Test func overrides_nameTheBindingsOfThisBuild() {
        let app = SutureConditionsApp(overrides: .init(conditionsClock: { FixedConditionsClock() }))
        #expect(app.greeter.clock.name == "fixed")
    }

    @Test func aContainer_registersWhatThisBuildDeclares() throws {
        let container = Container { ConditionsRegistrations.registrations }
        let greeter = try container.resolve(ConditionsGreeter.self)
        #if DEBUG
            #expect(greeter.clock.name == "fake")
        #else
            #expect(greeter.clock.name == "system")
        #endif
        #if SUTURE_CONDITIONS_TRACING
            #expect(greeter.tracers.map(\.label).sorted() == ["audit", "console"])
        #else
            #expect(greeter.tracers.map(\.label) == ["audit"])
        #endif
    }
}

/// A clock a test puts in place of the build's.
private struct FixedConditionsClock: ConditionsClock {
    let name = "fixed"
}
