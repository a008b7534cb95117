import SutureRuntime
import Testing

@Suite struct ProviderTests {
    @Test func provider_ofATransientBinding_buildsANewValueOnEveryGet() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
        }
        let provider = try container.resolve(Provider<Widget>.self)
        #expect(builds.count == 0)
        let first = provider.get()
        let second = provider.get()
        let third = try provider.value()
        #expect(first !== second)
        #expect(second !== third)
        #expect(builds.count == 3)
    }

    @Test func provider_ofASingleton_returnsTheSharedInstance() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        let provider = try container.resolve(Provider<Widget>.self)
        #expect(provider.get() === provider.get())
        #expect(try provider.get() === container.resolve(Widget.self))
    }

    @Test func provider_ofANamedKey_buildsThatBinding() throws {
        let container = Container {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        #expect(try container.resolve(Provider<Starter>.self, named: "rye").get() == Starter(grain: "rye"))
    }

    @Test func provider_asADependency_buildsThroughTheContainerThatBuiltTheDependent() throws {
        let parent = Container {
            Register(Baker.self) { r in
                let ovens: Provider<any Oven> = try r.resolve()
                return Baker(oven: ovens.get())
            }
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
        }
        let child = parent.overriding {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try child.resolve(Baker.self).oven.kind == "fake")
        #expect(try parent.resolve(Baker.self).oven.kind == "stone")
    }

    @Test func provider_ofAnUnboundKey_isAnErrorWhenHandedOut() throws {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "plain") }
        }
        let error = try #require(throws: ResolutionError.self) {
            try container.resolve(Provider<Starter>.self, named: "rye")
        }
        #expect(error.summary == #"no binding for Starter named "rye""#)
        #expect(error.nearMisses.map(\.key) == [AnyDependencyKey(Starter.self)])
    }

    @Test func providerValue_throwsTheFactoryError() throws {
        let line = #line
        let container = Container {
            Register(Widget.self) { _ in throw Failure("out of parts") }  // line + 2
        }
        let provider = try container.resolve(Provider<Widget>.self)
        let error = try #require(throws: ResolutionError.self) { try provider.value() }
        #expect(
            error.description == """
                the factory of Widget threw: out of parts
                  registered at: \(site(line + 2))
                  fix: fix the factory, or handle the error where Widget is resolved
                """
        )
    }

    @Test func providerMadeByHand_callsItsFunctionOnEveryGet() {
        let builds = Counter()
        let provider = Provider { builds.increment() }
        #expect(provider.get() == 1)
        #expect(provider.get() == 2)
    }

    @Test func provider_isSendableWhenItsValueIs() async throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        let provider = requireSendable(try container.resolve(Provider<Widget>.self))
        let fromTask = await Task.detached { provider.get() }.value
        #expect(provider.get() === fromTask)
    }
}
