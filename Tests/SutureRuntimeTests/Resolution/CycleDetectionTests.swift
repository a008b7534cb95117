import SutureRuntime
import Testing

/// Holds what a cycle member's factory gets, so a cycle broken by `Lazy`/`Provider` can be followed later.
final class Nest: Sendable {
    let egg: Lazy<Egg>
    init(egg: Lazy<Egg>) { self.egg = egg }
}

@Suite struct CycleDetectionTests {
    @Test func cycle_isReportedBeforeItRecurses() throws {
        let line = #line
        let container = Container {
            Register(Chicken.self) { r in Chicken(egg: try r.resolve()) }  // line + 2
            Register(Egg.self) { r in Egg(chicken: try r.resolve()) }  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Chicken.self) }
        #expect(
            error.description == """
                dependency cycle: Chicken → Egg → Chicken
                  registered at: \(site(line + 2))
                  fix: break the cycle: let one of its members take Lazy<Chicken> or Provider<Chicken>
                """
        )
    }

    @Test func cycle_startingDeeperInTheGraph_showsThePathAndSuggestsBreakingItAtAMember() throws {
        let line = #line
        let container = Container {
            Register(Feather.self) { r in Feather(chicken: try r.resolve()) }  // line + 2
            Register(Chicken.self) { r in Chicken(egg: try r.resolve()) }  // line + 3
            Register(Egg.self) { r in Egg(chicken: try r.resolve()) }  // line + 4
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Feather.self) }
        #expect(
            error.description == """
                dependency cycle: Feather → Chicken → Egg → Chicken
                  registered at: \(site(line + 3))
                  fix: break the cycle: let one of its members take Lazy<Chicken> or Provider<Chicken>
                """
        )
    }

    @Test func selfDependencyOfASingleton_isACycle() throws {
        let line = #line
        let container = Container {
            Register(Chicken.self) { r in Chicken(egg: Egg(chicken: try r.resolve())) }.scope(.singleton)  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Chicken.self) }
        #expect(
            error.description == """
                dependency cycle: Chicken → Chicken
                  registered at: \(site(line + 2))
                  fix: break the cycle: let one of its members take Lazy<Chicken> or Provider<Chicken>
                """
        )
    }

    @Test func cycleOfSingletons_isReportedAgainOnTheNextRequestAndCachesNothing() throws {
        let container = Container {
            Register(Chicken.self) { r in Chicken(egg: try r.resolve()) }.scope(.singleton)
            Register(Egg.self) { r in Egg(chicken: try r.resolve()) }.scope(.singleton)
        }
        for _ in 0..<2 {
            let error = try #require(throws: ResolutionError.self) { try container.resolve(Egg.self) }
            #expect(error.summary == "dependency cycle: Egg → Chicken → Egg")
        }
    }

    @Test func cycleThroughContainerCurrentInsideFactories_isReported() throws {
        let line = #line
        let container = Container {
            Register(Chicken.self) { _ in Chicken(egg: try Container.current.resolve()) }  // line + 2
            Register(Egg.self) { _ in Egg(chicken: try Container.current.resolve()) }  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) {
            try container.withCurrent { try Container.current.resolve(Chicken.self) }
        }
        #expect(
            error.description == """
                dependency cycle: Chicken → Egg → Chicken
                  registered at: \(site(line + 2))
                  fix: break the cycle: let one of its members take Lazy<Chicken> or Provider<Chicken>
                """
        )
    }

    @Test func cycleThroughTwoContainers_isReported() throws {
        let eggs = Container {
            Register(Egg.self) { _ in Egg(chicken: try Container.current.resolve()) }
        }
        let chickens = Container {
            Register(Chicken.self) { _ in Chicken(egg: try eggs.resolve()) }
        }
        let error = try #require(throws: ResolutionError.self) {
            try chickens.withCurrent { try chickens.resolve(Chicken.self) }
        }
        #expect(error.summary == "dependency cycle: Chicken → Egg → Chicken")
    }

    @Test func cycleBrokenByLazy_resolvesAndFollowsTheLoopLater() throws {
        let container = Container {
            Register(Nest.self) { r in Nest(egg: try r.resolve()) }.scope(.singleton)
            Register(Egg.self) { r in
                _ = try r.resolve(Nest.self)
                return Egg()
            }
        }
        let nest = try container.resolve(Nest.self)
        #expect(!nest.egg.isBuilt)
        _ = try nest.egg.value()
        #expect(nest.egg.isBuilt)
    }

    @Test func cycleBrokenByProvider_resolves() throws {
        let container = Container {
            Register(Chicken.self) { r in
                let eggs: Provider<Egg> = try r.resolve()
                _ = eggs
                return Chicken()
            }
            Register(Egg.self) { r in Egg(chicken: try r.resolve()) }
        }
        _ = try container.resolve(Egg.self)
        _ = try container.resolve(Chicken.self)
    }

    @Test func lazyFollowedInsideTheFactoryThatCloses_theLoopIsACycle() throws {
        let container = Container {
            Register(Chicken.self) { r in
                let egg: Lazy<Egg> = try r.resolve()
                _ = try egg.value()
                return Chicken()
            }
            Register(Egg.self) { r in Egg(chicken: try r.resolve()) }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Chicken.self) }
        #expect(error.summary == "dependency cycle: Chicken → Egg → Chicken")
    }

    @Test func longCycle_isReportedWithoutOverflowingTheStack() throws {
        let count = 200
        let container = Container {
            for index in 0..<count {
                Register(Widget.self, named: "\(index)") { r in
                    _ = try r.resolve(Widget.self, named: "\((index + 1) % count)")
                    return Widget()
                }
            }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Widget.self, named: "0") }
        #expect(error.path.count == count + 1)
        #expect(error.path.first == error.path.last)
        #expect(error.path.first == AnyDependencyKey(Widget.self, named: "0"))
    }
}
