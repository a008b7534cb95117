import Foundation
import SutureRuntime
import Testing

/// What one thread's request ended with.
typealias Outcome<Value> = Slot<Result<Value, ResolutionError>>

extension Slot {
    /// Records the result of `body`, keeping a `ResolutionError` as the failure.
    func record<Success>(_ body: () throws -> Success) where Value == Result<Success, ResolutionError> {
        do {
            value = .success(try body())
        } catch let error as ResolutionError {
            value = .failure(error)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

extension Result where Failure == ResolutionError {
    var resolutionError: ResolutionError? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var isCycle: Bool {
        guard let resolutionError, case .cycle = resolutionError.kind else { return false }
        return true
    }
}

@Suite struct ConstructionMonitorTests {
    @Test func singletonFactoryAskingForASingletonAnotherThreadIsBuilding_completes() async throws {
        let widgetEntered = Latch()
        let gadgetAsksForWidget = Latch()
        let container = Container {
            Register(Gadget.self) { r in
                widgetEntered.wait()
                gadgetAsksForWidget.open()
                return Gadget(widget: try r.resolve())
            }
            .scope(.singleton)
            Register(Widget.self) { _ in
                widgetEntered.open()
                gadgetAsksForWidget.wait()
                return Widget()
            }
            .scope(.singleton)
        }
        let gadget = Outcome<Gadget>()
        let widget = Outcome<Widget>()
        let finished = await runOnSeparateThreads([
            { gadget.record { try container.resolve(Gadget.self) } },
            { widget.record { try container.resolve(Widget.self) } },
        ])
        #expect(finished)
        let builtGadget = try #require(try gadget.value?.get())
        let builtWidget = try #require(try widget.value?.get())
        #expect(builtGadget.widget === builtWidget)
    }

    @Test func twoThreadsWaitingInTurnOnEachOthersSingletons_complete() async throws {
        // Thread 1 builds the machine, which needs widget "c" (built by thread 1) and then gadget "b";
        // thread 2 builds gadget "b", which needs widget "c" while thread 1 is still building it.
        let widgetEntered = Latch()
        let gadgetAsksForWidget = Latch()
        let container = Container {
            Register(Machine.self) { r in
                let widget: Widget = try r.resolve(named: "c")
                let gadget: Gadget = try r.resolve(named: "b")
                return Machine(first: gadget, second: gadget, widget: widget)
            }
            .scope(.singleton)
            Register(Widget.self, named: "c") { _ in
                widgetEntered.open()
                gadgetAsksForWidget.wait()
                return Widget()
            }
            .scope(.singleton)
            Register(Gadget.self, named: "b") { r in
                widgetEntered.wait()
                gadgetAsksForWidget.open()
                return Gadget(widget: try r.resolve(named: "c"))
            }
            .scope(.singleton)
        }
        let machine = Outcome<Machine>()
        let gadget = Outcome<Gadget>()
        let finished = await runOnSeparateThreads([
            { machine.record { try container.resolve(Machine.self) } },
            {
                widgetEntered.wait()
                gadget.record { try container.resolve(Gadget.self, named: "b") }
            },
        ])
        #expect(finished)
        let builtMachine = try #require(try machine.value?.get())
        let builtGadget = try #require(try gadget.value?.get())
        #expect(builtMachine.first === builtGadget)
        #expect(builtGadget.widget === builtMachine.widget)
    }

    /// Singletons that need each other, each of whose factories waits until both threads are inside.
    static func crossThreadCycle() -> Container {
        let chickenEntered = Latch()
        let eggEntered = Latch()
        return Container {
            Register(Chicken.self) { r in
                chickenEntered.open()
                eggEntered.wait()
                _ = try r.resolve(Egg.self)
                return Chicken()
            }
            .scope(.singleton)
            Register(Egg.self) { r in
                eggEntered.open()
                chickenEntered.wait()
                _ = try r.resolve(Chicken.self)
                return Egg()
            }
            .scope(.singleton)
        }
    }

    @Test func crossThreadCycleOfSingletons_endsInACycleErrorOnBothThreads() async {
        let container = Self.crossThreadCycle()
        let chicken = Outcome<Chicken>()
        let egg = Outcome<Egg>()
        let finished = await runOnSeparateThreads([
            { chicken.record { try container.resolve(Chicken.self) } },
            { egg.record { try container.resolve(Egg.self) } },
        ])
        #expect(finished)
        #expect(chicken.value?.isCycle == true)
        #expect(egg.value?.isCycle == true)
    }

    @Test func crossThreadCycleOfSingletons_reportsTheWholeLoopOnBothThreads() async throws {
        let container = Self.crossThreadCycle()
        let chicken = Outcome<Chicken>()
        let egg = Outcome<Egg>()
        let finished = await runOnSeparateThreads([
            { chicken.record { try container.resolve(Chicken.self) } },
            { egg.record { try container.resolve(Egg.self) } },
        ])
        #expect(finished)
        let chickenError = try #require(chicken.value?.resolutionError)
        let eggError = try #require(egg.value?.resolutionError)
        // Whichever thread finds the cycle, its message shows the loop closed: "Egg → Chicken → Egg".
        #expect(chickenError.summary == "dependency cycle: Chicken → Egg → Chicken")
        #expect(eggError.summary == "dependency cycle: Egg → Chicken → Egg")
    }

    @Test func crossThreadCycleThroughATransient_reportsEveryMemberOfTheLoop() async throws {
        // Chicken (singleton) → Feather (transient) → Egg (singleton) → Chicken. Thread 1 builds the chicken
        // and, inside the feather, waits for the egg that thread 2 is building; thread 2 then asks for the chicken.
        let chickenThreadAsksForEgg = Latch()
        let eggEntered = Latch()
        let container = Container {
            Register(Chicken.self) { r in
                _ = try r.resolve(Feather.self)
                return Chicken()
            }
            .scope(.singleton)
            Register(Feather.self) { r in
                eggEntered.wait()
                chickenThreadAsksForEgg.open()
                _ = try r.resolve(Egg.self)
                return Feather()
            }
            Register(Egg.self) { r in
                eggEntered.open()
                chickenThreadAsksForEgg.wait()
                // Give thread 1 the time to start waiting for the egg; either order must give the same messages.
                Thread.sleep(forTimeInterval: 0.05)
                _ = try r.resolve(Chicken.self)
                return Egg()
            }
            .scope(.singleton)
        }
        let chicken = Outcome<Chicken>()
        let egg = Outcome<Egg>()
        let finished = await runOnSeparateThreads([
            { chicken.record { try container.resolve(Chicken.self) } },
            { egg.record { try container.resolve(Egg.self) } },
        ])
        #expect(finished)
        let chickenError = try #require(chicken.value?.resolutionError)
        let eggError = try #require(egg.value?.resolutionError)
        #expect(chickenError.summary == "dependency cycle: Chicken → Feather → Egg → Chicken")
        #expect(eggError.summary == "dependency cycle: Egg → Chicken → Feather → Egg")
    }

    @Test func slowSingletonOnOneThread_doesNotBlockAnUnrelatedSingletonOnAnother() async {
        let slowEntered = Latch()
        let otherResolved = Latch()
        let slowSawTheOtherFinish = Slot<Bool>()
        let container = Container {
            Register(Widget.self, named: "slow") { _ in
                slowEntered.open()
                slowSawTheOtherFinish.value = otherResolved.wait(seconds: 30)
                return Widget()
            }
            .scope(.singleton)
            Register(Widget.self, named: "fast") { _ in Widget() }.scope(.singleton)
        }
        let fast = Outcome<Widget>()
        let finished = await runOnSeparateThreads([
            { _ = try? container.resolve(Widget.self, named: "slow") },
            {
                slowEntered.wait()
                fast.record { try container.resolve(Widget.self, named: "fast") }
                otherResolved.open()
            },
        ])
        #expect(finished)
        #expect(slowSawTheOtherFinish.value == true)
        #expect((try? fast.value?.get()) != nil)
    }

    @Test func secondThread_getsTheInstanceTheFirstIsBuilding() async throws {
        let builds = Counter()
        let secondIsAsking = Latch()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                secondIsAsking.wait()
                return Widget()
            }
            .scope(.singleton)
        }
        let first = Outcome<Widget>()
        let second = Outcome<Widget>()
        let finished = await runOnSeparateThreads([
            { first.record { try container.resolve(Widget.self) } },
            {
                // Ask once the first thread has started building.
                while builds.count == 0 { Thread.sleep(forTimeInterval: 0.001) }
                secondIsAsking.open()
                second.record { try container.resolve(Widget.self) }
            },
        ])
        #expect(finished)
        #expect(try first.value?.get() === second.value?.get())
        #expect(builds.count == 1)
    }

    @Test func recursionInsideFactories_doesNotDeadlock() async throws {
        let other = Container {
            Register(Widget.self, named: "other") { _ in Widget() }.scope(.singleton)
        }
        let container = Container {
            Register(Machine.self) { r in
                let first: Gadget = try r.resolve(named: "first")
                let second = try Container.current.resolve(Gadget.self, named: "second")
                let widget = try r.resolve(Lazy<Widget>.self).get()
                return Machine(first: first, second: second, widget: widget)
            }
            .scope(.singleton)
            Register(Gadget.self, named: "first") { r in
                Gadget(widget: try r.resolve(Provider<Widget>.self).get())
            }
            .scope(.singleton)
            Register(Gadget.self, named: "second") { _ in
                Gadget(widget: try other.resolve(Widget.self, named: "other"))
            }
            .scope(.singleton)
            Register(Widget.self) { r in
                _ = try r.resolve(Gadget.self, named: "second")
                return Widget()
            }
            .scope(.singleton)
        }
        let machine = Outcome<Machine>()
        let finished = await runOnSeparateThreads([
            { machine.record { try container.withCurrent { try container.resolve(Machine.self) } } }
        ])
        #expect(finished)
        let built = try #require(try machine.value?.get())
        #expect(built.first.widget === built.widget)
        #expect(try built.second.widget === other.resolve(Widget.self, named: "other"))
    }

    @Test func requestsOnConcurrentThreads_keepTheirOwnPaths() async throws {
        let bakerInside = Latch()
        let tillInside = Latch()
        let container = Container {
            Register(Bakery.self) { r in Bakery(baker: try r.resolve(), till: Till()) }
            Register(Baker.self) { r in
                bakerInside.open()
                tillInside.wait()
                return Baker(oven: try r.resolve())
            }
            Register(Till.self) { r in
                tillInside.open()
                bakerInside.wait()
                _ = try r.resolve(Thermometer.self)
                return Till()
            }
        }
        let bakery = Outcome<Bakery>()
        let till = Outcome<Till>()
        let finished = await runOnSeparateThreads([
            { bakery.record { try container.resolve(Bakery.self) } },
            { till.record { try container.resolve(Till.self) } },
        ])
        #expect(finished)
        #expect(bakery.value?.resolutionError?.path.map(\.description) == ["Bakery", "Baker", "Oven"])
        #expect(till.value?.resolutionError?.path.map(\.description) == ["Till", "Thermometer"])
    }

    @Test func graphScopeOnConcurrentThreads_isOnePerRequest() async throws {
        let firstInside = Latch()
        let secondInside = Latch()
        let container = Container {
            Register(Machine.self, named: "first") { r in
                let gadget: Gadget = try r.resolve()
                firstInside.open()
                secondInside.wait()
                return Machine(first: gadget, second: try r.resolve(), widget: try r.resolve())
            }
            Register(Machine.self, named: "second") { r in
                let gadget: Gadget = try r.resolve()
                secondInside.open()
                firstInside.wait()
                return Machine(first: gadget, second: try r.resolve(), widget: try r.resolve())
            }
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
            Register(Widget.self) { _ in Widget() }.scope(.graph)
        }
        let first = Outcome<Machine>()
        let second = Outcome<Machine>()
        let finished = await runOnSeparateThreads([
            { first.record { try container.resolve(Machine.self, named: "first") } },
            { second.record { try container.resolve(Machine.self, named: "second") } },
        ])
        #expect(finished)
        let firstMachine = try #require(try first.value?.get())
        let secondMachine = try #require(try second.value?.get())
        #expect(firstMachine.widget === firstMachine.first.widget)
        #expect(firstMachine.widget === firstMachine.second.widget)
        #expect(secondMachine.widget === secondMachine.first.widget)
        #expect(firstMachine.widget !== secondMachine.widget)
    }
}
