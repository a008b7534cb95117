import Testing

@testable import SutureRuntime

/// An `overriding { }` container shares the entries that keep no instance and makes its own copies of the rest, each
/// on first use.
@Suite struct OverrideBaseTests {
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

    /// Whether the two containers answer `type` with the same entry object.
    static func shareEntry(_ first: Container, _ second: Container, for type: any Any.Type) -> Bool {
        guard let one = first.entryAndOwner(for: type, qualifier: nil)?.entry,
            let other = second.entryAndOwner(for: type, qualifier: nil)?.entry
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

    @Test func anOverridingContainer_copiesNothingUntilItBuildsABindingThatKeepsInstances() throws {
        let overridden = Self.bakery().overriding { Register(Thermometer.self) { _ in Thermometer(celsius: 90) } }
        #expect(overridden.overrideBase?.copies.count == 0)
        _ = try overridden.resolve(StoneOven.self)
        #expect(overridden.overrideBase?.copies.count == 0)
        _ = try overridden.resolve(Baker.self)
        #expect(overridden.overrideBase?.copies.map(\.key) == [AnyDependencyKey(Baker.self)])
        _ = try overridden.resolve(Baker.self)
        #expect(overridden.overrideBase?.copies.count == 1)
    }

    @Test func anAliasOfASingleton_handsOutTheOverridingContainersCopy() throws {
        let original = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }
                .scope(.singleton)
                .alias((any Oven).self) { $0 }
        }
        let originalOven = try original.resolve(StoneOven.self)
        let overridden = original.overriding {}
        let twiceOverridden = overridden.overriding {}
        for container in [overridden, twiceOverridden] {
            // Asked by its alias first, then by its own key, and the other way round.
            let byAlias = try container.resolve((any Oven).self)
            let byKey = try container.resolve(StoneOven.self)
            #expect(byAlias === byKey)
            #expect(byKey !== originalOven)
        }
        #expect(try overridden.resolve(StoneOven.self) !== twiceOverridden.resolve(StoneOven.self))
        #expect(try original.resolve((any Oven).self) === originalOven)
    }

    @Test func aSingletonReachedFromTwoThreads_isBuiltOnceByTheOverridingContainer() async throws {
        let builds = Counter()
        let original = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.singleton)
        }
        let overridden = original.overriding {}
        let widgets = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(try overridden.resolve(Widget.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(widgets.count == 1)
        #expect(builds.count == 1)
    }
}
