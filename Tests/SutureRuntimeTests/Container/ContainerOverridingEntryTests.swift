import Testing

@testable import SutureRuntime

/// An `overriding { }` container shares the entries that keep no instance and makes new ones for the rest.
@Suite struct ContainerOverridingEntryTests {
    static func bakery() -> Container {
        Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }.alias((any Oven).self) { $0 }
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }.scope(.singleton)
            Register(Widget.self) { _ in Widget() }.scope(.weak)
            Register(Till.self) { _ in Till() }.scope(.custom("session"))
            Register(Bakery.self) { r in Bakery(baker: try r.resolve(), till: try r.resolve()) }.scope(.graph)
        }
    }

    /// Whether the two containers hold the same entry object for `type`.
    static func shareEntry(_ first: Container, _ second: Container, for type: any Any.Type) -> Bool {
        guard let one = first.localEntry(for: type, qualifier: nil),
            let other = second.localEntry(for: type, qualifier: nil)
        else { return false }
        return one === other
    }

    @Test func transientEntriesAndTheirAliases_areShared() {
        let original = Self.bakery()
        let overridden = original.overriding { Register(Baker.self) { _ in Baker(oven: FakeOven()) } }
        #expect(Self.shareEntry(original, overridden, for: Thermometer.self))
        #expect(Self.shareEntry(original, overridden, for: StoneOven.self))
        #expect(Self.shareEntry(original, overridden, for: (any Oven).self))
    }

    @Test func entriesThatKeepInstances_areNew() {
        let original = Self.bakery()
        let overridden = original.overriding {}
        #expect(!Self.shareEntry(original, overridden, for: Baker.self))
        #expect(!Self.shareEntry(original, overridden, for: Widget.self))
        #expect(!Self.shareEntry(original, overridden, for: Till.self))
        #expect(!Self.shareEntry(original, overridden, for: Bakery.self))
    }

    @Test func anOverriddenAlias_leavesItsSharedPrimaryWithoutIt() throws {
        let original = Self.bakery()
        let overridden = original.overriding { Register((any Oven).self) { _ in FakeOven() } }
        #expect(Self.shareEntry(original, overridden, for: StoneOven.self))
        #expect(!Self.shareEntry(original, overridden, for: (any Oven).self))
        #expect(try overridden.resolve((any Oven).self).kind == "fake")
        #expect(try overridden.resolve(StoneOven.self).kind == "stone")
        #expect(overridden.validationProblems().isEmpty)
    }

    @Test func aSharedEntry_buildsItsDependenciesThroughTheContainerThatAsks() throws {
        let original = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }
        }
        let overridden = original.overriding { Register(Thermometer.self) { _ in Thermometer(celsius: 90) } }
        #expect(Self.shareEntry(original, overridden, for: StoneOven.self))
        #expect(try overridden.resolve(StoneOven.self).thermometer.celsius == 90)
        #expect(try original.resolve(StoneOven.self).thermometer == Thermometer())
    }

    @Test func aParentsTransientEntries_areSharedByAnOverriddenChild() {
        let parent = Self.bakery()
        let child = parent.child {
            Register(Baker.self) { _ in Baker(oven: FakeOven()) }.scope(.singleton)
            Register(Till.self) { _ in Till() }
        }
        let overridden = child.overriding {}
        #expect(Self.shareEntry(child, overridden, for: Till.self))
        #expect(Self.shareEntry(parent, overridden, for: Thermometer.self))
        #expect(Self.shareEntry(parent, overridden, for: (any Oven).self))
        #expect(!Self.shareEntry(child, overridden, for: Baker.self))
    }
}
