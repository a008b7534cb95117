import Synchronization
import Testing

@_spi(SutureGenerated) @testable import SutureRuntime

/// The words generated components keep their shared instances in, first among their stored properties.
struct ComponentInstanceSlotTests {
    final class Instance: Sendable {}

    struct BuildFailed: Error, Equatable {}

    /// Whether something happened, seen from any thread.
    final class Flag: Sendable {
        private let state = Mutex(false)

        func raise() { state.withLock { $0 = true } }

        var isRaised: Bool { state.withLock { $0 } }
    }

    /// How many times a word's build ran, counted from any thread.
    final class BuildCount: Sendable {
        private let count = Mutex(0)

        func increment() { count.withLock { $0 += 1 } }

        var value: Int { count.withLock { $0 } }
    }

    /// An instance that says when it is gone.
    final class Tracked: Sendable {
        let released: Flag

        init(released: Flag = Flag()) { self.released = released }

        deinit { released.raise() }
    }

    /// A value larger than a reference, kept in a box behind its word.
    struct Pair {
        let first: Tracked
        let second: Int
    }

    /// A class laid out as the graph compiler writes a component: its words first, then the rest.
    final class Component: Sendable {
        nonisolated(unsafe) private var instanceWords = (
            ComponentInstanceSlot(),
            ComponentInstanceSlot()
        )
        let name = "component"

        deinit { ComponentInstanceSlot.releaseInstances(in: self, count: 2) }
    }

    @Test func instance_buildsOnce_andReturnsTheSameInstance() {
        let component = Component()
        var builds = 0
        let first = ComponentInstanceSlot.instance(in: component, at: 0) {
            builds += 1
            return Instance()
        }
        let second = ComponentInstanceSlot.instance(in: component, at: 0) {
            builds += 1
            return Instance()
        }
        #expect(first === second)
        #expect(builds == 1)
        #expect(ComponentInstanceSlot.isBuilt(in: component, at: 0))
        #expect(!ComponentInstanceSlot.isBuilt(in: component, at: 1))
    }

    @Test func eachWord_keepsItsOwnInstance_andLeavesTheOtherPropertiesAlone() {
        let component = Component()
        let first = ComponentInstanceSlot.instance(in: component, at: 0) { Instance() }
        let second = ComponentInstanceSlot.instance(in: component, at: 1) { Pair(first: Tracked(), second: 7) }
        #expect(ComponentInstanceSlot.instance(in: component, at: 0) { Instance() } === first)
        #expect(ComponentInstanceSlot.instance(in: component, at: 1) { Pair(first: Tracked(), second: 8) }.second == 7)
        #expect(second.second == 7)
        #expect(component.name == "component")
    }

    @Test func value_throwsTheFailure_andTheNextCallBuildsAgain() throws {
        let component = Component()
        #expect(throws: BuildFailed()) {
            try ComponentInstanceSlot.value(in: component, at: 0) { () throws -> Instance in throw BuildFailed() }
        }
        #expect(!ComponentInstanceSlot.isBuilt(in: component, at: 0))
        let built = try ComponentInstanceSlot.value(in: component, at: 0) { Instance() }
        let again = try ComponentInstanceSlot.value(in: component, at: 0) { () throws -> Instance in throw BuildFailed()
        }
        #expect(again === built)
    }

    @Test func theComponentsDeinit_releasesEveryInstance_objectOrBoxed() {
        let objectReleased = Flag()
        let boxedReleased = Flag()
        do {
            let component = Component()
            _ = ComponentInstanceSlot.instance(in: component, at: 0) { Tracked(released: objectReleased) }
            _ = ComponentInstanceSlot.instance(in: component, at: 1) {
                Pair(first: Tracked(released: boxedReleased), second: 1)
            }
        }
        #expect(objectReleased.isRaised)
        #expect(boxedReleased.isRaised)
    }

    @Test func instance_underContention_buildsExactlyOnce() async {
        let component = Component()
        let builds = BuildCount()
        let identifiers = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    ObjectIdentifier(
                        ComponentInstanceSlot.instance(in: component, at: 1) {
                            builds.increment()
                            return Instance()
                        }
                    )
                }
            }
            var identifiers: Set<ObjectIdentifier> = []
            for await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(identifiers.count == 1)
        #expect(builds.value == 1)
    }

    @Test func aBuildThatReachesItsOwnWord_throwsACycle() throws {
        let component = Component()
        let error = try #require(throws: ResolutionError.self) {
            try ComponentInstanceSlot.value(in: component, at: 0) { () throws -> Instance in
                try ComponentInstanceSlot.value(in: component, at: 0) { Instance() }
            }
        }
        #expect(error.summary == "dependency cycle: ComponentInstanceSlotTests.Instance")
        #expect(!ComponentInstanceSlot.isBuilt(in: component, at: 0))
    }

    @Test func twoThreadsBuildingWordsThatNeedEachOther_endInACycleInsteadOfWaitingForever() async {
        let component = Component()
        let firstEntered = Latch()
        let secondEntered = Latch()
        let first = Outcome<Instance>()
        let second = Outcome<Pair>()
        let finished = await runOnSeparateThreads([
            {
                first.record {
                    try ComponentInstanceSlot.value(in: component, at: 0) { () throws -> Instance in
                        firstEntered.open()
                        secondEntered.wait()
                        _ = try ComponentInstanceSlot.value(in: component, at: 1) { Pair(first: Tracked(), second: 1) }
                        return Instance()
                    }
                }
            },
            {
                second.record {
                    try ComponentInstanceSlot.value(in: component, at: 1) { () throws -> Pair in
                        secondEntered.open()
                        firstEntered.wait()
                        _ = try ComponentInstanceSlot.value(in: component, at: 0) { Instance() }
                        return Pair(first: Tracked(), second: 2)
                    }
                }
            },
        ])
        #expect(finished)
        // The thread that would wait second finds the loop and throws; its build ends, so the other builds the
        // word it waited for itself and succeeds.
        let outcomes = [first.value?.isCycle, second.value?.isCycle]
        #expect(outcomes == [true, false] || outcomes == [false, true])
    }
}
