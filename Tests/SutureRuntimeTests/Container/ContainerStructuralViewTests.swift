import Testing

@testable import SutureRuntime

/// What validation, near misses and `registeredKeys` read: a container, or the flattened registrations of a chain
/// with an `overriding { }` container on it.
@Suite struct ContainerStructuralViewTests {
    @Test func aChainWithoutOverrides_isItsOwnView() {
        let root = Container { Register(Thermometer.self) { _ in Thermometer() } }
        let child = root.child { Register(Till.self) { _ in Till() } }
        #expect(root.structuralView === root)
        #expect(child.structuralView === child)
    }

    @Test func anOverridingContainer_isViewedAsOneParentlessContainer_madeOnce() {
        let root = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(Till.self) { _ in Till() }
        }
        let overridden = root.child { Register(Starter.self) { _ in Starter(grain: "rye") } }.overriding {
            Register(Till.self) { _ in Till() }
        }
        let view = overridden.structuralView
        #expect(view.parent == nil)
        #expect(view.overrideBase == nil)
        #expect(view.registrations.map(\.key.description) == ["Thermometer", "Starter", "Till"])
        #expect(overridden.structuralView === view)
    }

    @Test func theView_buildsNoEagerSingleton() {
        let builds = Counter()
        let root = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .eager()
        }
        let overridden = root.overriding {}
        #expect(builds.count == 2)
        _ = overridden.structuralView
        _ = root.child {}.overriding {}.child {}.structuralView
        #expect(builds.count == 3)
    }
}
