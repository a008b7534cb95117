import SutureRuntime
import SutureTesting
import Testing

/// Each spelling of the trait sets `Container.current` for the test body.
struct TraitContainerTests {
    @Test(.container { Register(Oven.self) { _ in FakeOven() } })
    func container_makesCurrentHoldJustItsRegistrations() throws {
        #expect(try Container.current.resolve(Oven.self).label == "fake")
        #expect(Container.current.registeredKeys == [AnyDependencyKey(Oven.self)])
    }

    @Test(.overriding { Register(Oven.self) { _ in FakeOven(label: "overridden") } })
    func overriding_makesCurrentAnswerWithTheOverride() throws {
        #expect(try Container.current.resolve(Oven.self).label == "overridden")
        #expect(!Container.default.hasBinding(for: Oven.self))
    }

    @Test(.freshContainer)
    func freshContainer_makesCurrentANewContainer() {
        #expect(Container.current !== Container.default)
    }
}
