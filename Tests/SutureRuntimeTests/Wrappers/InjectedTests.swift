import SutureRuntime
import Testing

/// Takes its dependencies through `@Injected` properties.
final class Storefront {
    @Injected var oven: any Oven
    @Injected(named: "rye") var ryeStarter: Starter
    @Injected(qualifier: Grain.wheat) var wheatStarter: Starter
    @Injected var widget: Widget

    init() {}
}

@Suite struct InjectedTests {
    static func container(widgetBuilds: Counter = Counter()) -> Container {
        Container {
            Register((any Oven).self) { _ in FakeOven() }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
            Register(Starter.self) { _ in Starter(grain: "wheat") }.qualified(by: Grain.wheat)
            Register(Widget.self) { _ in
                widgetBuilds.increment()
                return Widget()
            }
        }
    }

    @Test func injected_resolvesOnFirstAccessNotBefore() {
        let builds = Counter()
        Self.container(widgetBuilds: builds).withCurrent {
            let storefront = Storefront()
            #expect(builds.count == 0)
            _ = storefront.widget
            #expect(builds.count == 1)
        }
    }

    @Test func injected_keepsTheValueAfterTheFirstAccess() {
        let builds = Counter()
        let storefront = Storefront()
        let first = Self.container(widgetBuilds: builds).withCurrent { storefront.widget }
        let second = Self.container().withCurrent { storefront.widget }
        #expect(first === second)
        #expect(first === storefront.widget)
        #expect(builds.count == 1)
    }

    @Test func injected_resolvesFromTheContainerCurrentAtFirstAccess() {
        let storefront = Self.container().withCurrent { Storefront() }
        let overridden = Self.container().overriding {
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
        }
        let kind = overridden.withCurrent { storefront.oven.kind }
        #expect(kind == "stone")
    }

    @Test func injectedNamed_resolvesTheNamedBinding() {
        let storefront = Storefront()
        let starter = Self.container().withCurrent { storefront.ryeStarter }
        #expect(starter == Starter(grain: "rye"))
    }

    @Test func injectedQualifiedByAValue_resolvesThatBinding() {
        let storefront = Storefront()
        let starter = Self.container().withCurrent { storefront.wheatStarter }
        #expect(starter == Starter(grain: "wheat"))
    }

    @Test func projectedValue_throwsTheResolutionErrorInsteadOfStopping() throws {
        let storefront = Storefront()
        let error = try #require(throws: ResolutionError.self) {
            try Container {}.withCurrent { try storefront.$ryeStarter.value() }
        }
        #expect(
            error.description == """
                no binding for Starter named "rye"
                  fix: register it, e.g. Register(Starter.self, named: "rye") { r in ... }, or ask for Starter? where it may be absent
                """
        )
    }

    @Test func projectedValue_keepsTheValueItResolved() throws {
        let builds = Counter()
        let storefront = Storefront()
        let first = try Self.container(widgetBuilds: builds).withCurrent { try storefront.$widget.value() }
        #expect(storefront.widget === first)
        #expect(try storefront.$widget.value() === first)
        #expect(builds.count == 1)
    }

    @Test func assigningTheProperty_replacesTheValueWithoutResolving() {
        let storefront = Storefront()
        let widget = Widget()
        storefront.widget = widget
        #expect(storefront.widget === widget)
    }
}
