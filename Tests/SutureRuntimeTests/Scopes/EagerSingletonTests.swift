import SutureRuntime
import Testing

@Suite struct EagerSingletonTests {
    @Test func eagerSingleton_isBuiltWhenTheContainerIsCreated() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.singleton)
            .eager()
        }
        #expect(builds.count == 1)
        #expect(try container.resolve(Widget.self) === container.resolve(Widget.self))
        #expect(builds.count == 1)
    }

    @Test func eager_onATransientBinding_makesItAnEagerSingleton() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .eager()
        }
        #expect(builds.count == 1)
        #expect(try container.resolve(Widget.self) === container.resolve(Widget.self))
    }

    @Test func nonEagerSingleton_isNotBuiltUntilRequested() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.singleton)
        }
        #expect(builds.count == 0)
        _ = try container.resolve(Widget.self)
        #expect(builds.count == 1)
    }

    @Test func eagerSingleton_getsItsDependenciesFromTheContainer() throws {
        let container = Container {
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }.eager()
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        #expect(try container.resolve(Gadget.self).widget === container.resolve(Widget.self))
    }

    @Test func failingEagerSingleton_isReportedByValidate() throws {
        let line = #line
        let container = Container {
            Register(Widget.self) { _ in throw Failure("no parts") }.eager()  // line + 2
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                1 problem in the container:

                the factory of Widget threw: no parts
                  registered at: \(site(line + 2))
                  fix: fix the factory, or handle the error where Widget is resolved
                """
        )
    }

    @Test func failingEagerSingleton_isRethrownOnFirstResolveWithoutRunningTheFactoryAgain() throws {
        let line = #line
        let attempts = Counter()
        let container = Container {
            Register(Widget.self) { _ in  // line + 3
                if attempts.increment() == 1 { throw Failure("no parts") }
                return Widget()
            }
            .eager()
        }
        #expect(attempts.count == 1)
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Widget.self) }
        #expect(
            error.description == """
                the factory of Widget threw: no parts
                  registered at: \(site(line + 3))
                  fix: fix the factory, or handle the error where Widget is resolved
                """
        )
        #expect(attempts.count == 1)
        let widget = try container.resolve(Widget.self)
        #expect(try container.resolve(Widget.self) === widget)
        #expect(attempts.count == 2)
    }

    @Test func failingEagerSingleton_rethrownThroughADependent_showsWhoAskedForIt() throws {
        let line = #line
        let container = Container {
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }  // line + 2
            Register(Widget.self) { _ in throw Failure("no parts") }.eager()  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Gadget.self) }
        #expect(
            error.description == """
                the factory of Widget threw: no parts
                  registered at: \(site(line + 3))
                  requested by: Gadget
                  path: Gadget → Widget
                  fix: fix the factory, or handle the error where Widget is resolved
                """
        )
    }
}
