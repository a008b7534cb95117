import SutureRuntime
import Testing

@Suite struct ContainerChildTests {
    @Test func child_fallsBackToTheParent() throws {
        let parent = Container {
            Register(Thermometer.self) { _ in Thermometer(celsius: 150) }
        }
        let child = parent.child {
            Register(Till.self) { _ in Till() }
        }
        #expect(try child.resolve(Thermometer.self).celsius == 150)
        #expect(throws: ResolutionError.self) { try parent.resolve(Till.self) }
    }

    @Test func child_sharesTheParentsSingletons() throws {
        let builds = Counter()
        let parent = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.singleton)
        }
        let child = parent.child {}
        let fromParent = try parent.resolve(Widget.self)
        #expect(try child.resolve(Widget.self) === fromParent)
        #expect(try parent.child {}.resolve(Widget.self) === fromParent)
        #expect(builds.count == 1)
    }

    @Test func childBinding_mayDependOnTheParents() throws {
        let parent = Container {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        let child = parent.child {
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }
        }
        #expect(try child.resolve(Gadget.self).widget === parent.resolve(Widget.self))
    }

    @Test func childBinding_comesBeforeTheParentsOfTheSameKey() throws {
        let parent = Container {
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
        }
        let child = parent.child {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try child.resolve((any Oven).self).kind == "fake")
        #expect(try parent.resolve((any Oven).self).kind == "stone")
    }

    @Test func parentBinding_isBuiltByTheParentWithoutTheChildsBindings() throws {
        let parent = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            Register((any Oven).self) { _ in StoneOven(thermometer: Thermometer()) }
        }
        let child = parent.child {
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try child.resolve(Baker.self).oven.kind == "stone")
    }

    @Test func reset_ofAChild_leavesTheParentsCustomScopeAlone() throws {
        let parent = Container {
            Register(Widget.self) { _ in Widget() }.scope(.custom("session"))
        }
        let child = parent.child {
            Register(Gadget.self) { _ in Gadget(widget: Widget()) }.scope(.custom("session"))
        }
        let widget = try child.resolve(Widget.self)
        let gadget = try child.resolve(Gadget.self)
        child.reset(.custom("session"))
        #expect(try child.resolve(Widget.self) === widget)
        #expect(try child.resolve(Gadget.self) !== gadget)
    }

    @Test func reset_ofTheParent_reachesTheInstancesItsChildrenShare_andCountsThem() throws {
        let parent = Container {
            Register(Widget.self) { _ in Widget() }.scope(.custom("session"))
            Register(Gadget.self) { r in Gadget(widget: try r.resolve()) }.scope(.custom("session"))
        }
        let child = parent.child {}
        let widget = try child.resolve(Widget.self)
        #expect(child.reset(.custom("session")) == 0)
        #expect(try child.resolve(Widget.self) === widget)
        #expect(parent.reset(.custom("session")) == 1)
        #expect(try child.resolve(Widget.self) !== widget)
        #expect(parent.reset(.custom("other")) == 0)
    }
}
