import SutureRuntime
import Testing

/// Takes a lazily built widget.
final class WidgetUser: Sendable {
    let widget: Lazy<Widget>
    init(widget: Lazy<Widget>) { self.widget = widget }
}

@Suite struct LazyTests {
    static func countingContainer(_ builds: Counter) -> Container {
        Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            Register(WidgetUser.self) { r in WidgetUser(widget: try r.resolve()) }
        }
    }

    @Test func lazy_isNotBuiltBeforeTheFirstGet() throws {
        let builds = Counter()
        let lazy = try Self.countingContainer(builds).resolve(Lazy<Widget>.self)
        #expect(!lazy.isBuilt)
        #expect(builds.count == 0)
        _ = lazy.get()
        #expect(lazy.isBuilt)
        #expect(builds.count == 1)
    }

    @Test func lazy_isBuiltOnceAndKeptEvenForATransientBinding() throws {
        let builds = Counter()
        let lazy = try Self.countingContainer(builds).resolve(Lazy<Widget>.self)
        let first = lazy.get()
        #expect(lazy.get() === first)
        #expect(try lazy.value() === first)
        #expect(builds.count == 1)
    }

    @Test func lazyCopies_shareOneValue() throws {
        let lazy = try Self.countingContainer(Counter()).resolve(Lazy<Widget>.self)
        let copy = lazy
        let value = copy.get()
        #expect(lazy.isBuilt)
        #expect(lazy.get() === value)
    }

    @Test func lazyDependency_defersBuildingUntilTheDependentAsks() throws {
        let builds = Counter()
        let user = try Self.countingContainer(builds).resolve(WidgetUser.self)
        #expect(builds.count == 0)
        _ = user.widget.get()
        #expect(builds.count == 1)
    }

    @Test func lazy_ofANamedKey_buildsThatBinding() throws {
        let container = Container {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        #expect(try container.resolve(Lazy<Starter>.self, named: "rye").get() == Starter(grain: "rye"))
    }

    @Test func lazy_ofAnUnboundKey_isAnErrorWhenHandedOut() throws {
        let error = try #require(throws: ResolutionError.self) { try Container {}.resolve(Lazy<Widget>.self) }
        #expect(
            error.description == """
                no binding for Widget
                  fix: register it, e.g. Register(Widget.self) { r in ... }, or ask for Widget? where it may be absent
                """
        )
    }

    @Test func lazy_ofAnUnboundKeyInAFactory_isAnErrorWithThePath() throws {
        let container = Container {
            Register(WidgetUser.self) { r in WidgetUser(widget: try r.resolve()) }
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(WidgetUser.self) }
        #expect(
            error.description == """
                no binding for Widget
                  requested by: WidgetUser
                  path: WidgetUser → Widget
                  fix: register it, e.g. Register(Widget.self) { r in ... }, or ask for Widget? where it may be absent
                """
        )
    }

    @Test func lazy_ofABindingThatTakesArguments_isAnErrorWhenHandedOut() throws {
        let line = #line
        let container = Container {
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Lazy<Order>.self) }
        #expect(
            error.description == """
                Order takes runtime arguments (String, Int) but was resolved without arguments
                  registered at: \(site(line + 2))
                  fix: resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order
                """
        )
    }

    @Test func lazyValue_throwsTheFactoryErrorAndRetriesOnTheNextCall() throws {
        let line = #line
        let attempts = Counter()
        let container = Container {
            Register(Widget.self) { _ in  // line + 3
                if attempts.increment() == 1 { throw Failure("not yet") }
                return Widget()
            }
        }
        let lazy = try container.resolve(Lazy<Widget>.self)
        let error = try #require(throws: ResolutionError.self) { try lazy.value() }
        #expect(
            error.description == """
                the factory of Widget threw: not yet
                  registered at: \(site(line + 3))
                  fix: fix the factory, or handle the error where Widget is resolved
                """
        )
        #expect(!lazy.isBuilt)
        let widget = try lazy.value()
        #expect(lazy.get() === widget)
        #expect(attempts.count == 2)
    }

    @Test func lazy_inAnOverridingChild_buildsThroughTheChild() throws {
        let parent = Container {
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
            Register(Baker.self) { r in
                let oven: Lazy<any Oven> = try r.resolve()
                return Baker(oven: oven.get())
            }
        }
        let child = parent.overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try child.resolve(Baker.self).oven.kind == "fake")
        #expect(try child.resolve(Lazy<any Oven>.self).get().kind == "fake")
    }

    @Test func lazyMadeByHand_buildsOnTheFirstGet() {
        let builds = Counter()
        let lazy = Lazy {
            builds.increment()
            return Thermometer(celsius: 10)
        }
        #expect(builds.count == 0)
        #expect(lazy.get() == Thermometer(celsius: 10))
        #expect(lazy.get() == Thermometer(celsius: 10))
        #expect(builds.count == 1)
    }

    @Test func lazy_isSendableWhenItsValueIs() async throws {
        let lazy = requireSendable(try Self.countingContainer(Counter()).resolve(Lazy<Widget>.self))
        let fromTask = await Task.detached { lazy.get() }.value
        #expect(lazy.get() === fromTask)
    }
}
