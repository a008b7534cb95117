import SutureRuntime
import Testing

/// Takes a dependency after init, through property injection.
final class Display: @unchecked Sendable {
    // Set once by `onResolved` before anyone else sees the instance.
    var thermometer: Thermometer?
    var notes: [String] = []
    init() {}
}

@Suite struct OnResolvedTests {
    @Test func onResolved_setsAPropertyBeforeAnyoneGetsTheInstance() throws {
        let container = Container {
            Register(Display.self) { _ in Display() }
                .onResolved { r, display in display.thermometer = try r.resolve() }
            Register(Thermometer.self) { _ in Thermometer(celsius: 190) }
        }
        #expect(try container.resolve(Display.self).thermometer == Thermometer(celsius: 190))
    }

    @Test func onResolved_changesAValueTypeInPlace() throws {
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer(celsius: 100) }
                .onResolved { _, thermometer in thermometer.celsius += 5 }
        }
        #expect(try container.resolve(Thermometer.self).celsius == 105)
    }

    @Test func onResolved_runsOnceForASingleton() throws {
        let runs = Counter()
        let container = Container {
            Register(Display.self) { _ in Display() }
                .scope(.singleton)
                .onResolved { _, _ in runs.increment() }
        }
        let first = try container.resolve(Display.self)
        let second = try container.resolve(Display.self)
        #expect(first === second)
        #expect(runs.count == 1)
    }

    @Test func onResolved_runsForEveryTransientInstance() throws {
        let runs = Counter()
        let container = Container {
            Register(Display.self) { _ in Display() }
                .onResolved { _, _ in runs.increment() }
        }
        _ = try container.resolve(Display.self)
        _ = try container.resolve(Display.self)
        #expect(runs.count == 2)
    }

    @Test func chainedOnResolved_bothRunInTheOrderWritten() throws {
        let container = Container {
            Register(Display.self) { _ in Display() }
                .onResolved { _, display in display.notes.append("first") }
                .onResolved { _, display in display.notes.append("second") }
        }
        #expect(try container.resolve(Display.self).notes == ["first", "second"])
    }

    @Test func onResolved_resolvesFromTheContainerThatBuildsTheInstance() throws {
        let parent = Container {
            Register(Display.self) { _ in Display() }
                .onResolved { r, display in display.thermometer = try r.resolve() }
            Register(Thermometer.self) { _ in Thermometer(celsius: 100) }
        }
        let overridden = parent.overriding {
            Register(Thermometer.self) { _ in Thermometer(celsius: 300) }
        }
        #expect(try overridden.resolve(Display.self).thermometer == Thermometer(celsius: 300))
        #expect(try parent.resolve(Display.self).thermometer == Thermometer(celsius: 100))
    }

    @Test func onResolvedThatThrows_isAFactoryFailureAndCachesNothing() throws {
        let line = #line
        let attempts = Counter()
        let container = Container {
            Register(Display.self) { _ in Display() }  // line + 3
                .scope(.singleton)
                .onResolved { _, _ in
                    if attempts.increment() == 1 { throw Failure("the display is not plugged in") }
                }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Display.self) }
        #expect(
            error.description == """
                the factory of Display threw: the display is not plugged in
                  registered at: \(site(line + 3))
                  fix: fix the factory, or handle the error where Display is resolved
                """
        )
        let display = try container.resolve(Display.self)
        #expect(try container.resolve(Display.self) === display)
        #expect(attempts.count == 2)
    }
}
