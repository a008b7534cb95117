import SutureObservation
import SutureRuntime
import Testing

@MainActor
@Suite struct ObservableDependencyTests {
    @Test func values_followTheResolvedObject() async throws {
        try await Containers.live().withCurrent {
            let dashboard = Dashboard()
            var counts = try dashboard.$counter.values(of: \.count).makeAsyncIterator()
            #expect(await counts.next() == 0)

            dashboard.counter.count = 1

            #expect(await counts.next() == 1)
        }
    }

    @Test func valuesOfAnEquatableProperty_skipAnAssignmentOfTheSameValue() async throws {
        try await Containers.live().withCurrent {
            let dashboard = Dashboard()
            var counts = try dashboard.$counter.values(of: \.count).makeAsyncIterator()
            #expect(await counts.next() == 0)

            dashboard.counter.count = 0
            await settle()
            dashboard.counter.count = 5

            #expect(await counts.next() == 5)
        }
    }

    @Test func valuesOfAPropertyThatIsNotEquatable_followEveryAssignment() async throws {
        try await Containers.live().withCurrent {
            let dashboard = Dashboard()
            var tallies = try dashboard.$counter.values(of: \.tally).makeAsyncIterator()
            #expect(await tallies.next()?.value == 0)

            dashboard.counter.tally = Tally(value: 0)

            #expect(await tallies.next()?.value == 0)
        }
    }

    @Test func value_isResolvedOnceAndKept() throws {
        try Containers.live().withCurrent {
            let dashboard = Dashboard()
            let first = try dashboard.$counter.value()
            let second = try dashboard.$counter.value()
            #expect(first === second)
        }
    }

    @Test func valueFromAContainer_resolvesFromThatContainerAndKeepsTheObject() throws {
        try Containers.live().withCurrent {
            let dashboard = Dashboard()
            let counter = try dashboard.$counter.value(from: Containers.preview())

            #expect(counter is MockCounter)
            #expect(dashboard.counter === counter)
        }
    }

    @Test func missingBinding_throwsFromValue() {
        Container {}.withCurrent {
            let dashboard = Dashboard()
            #expect(throws: ResolutionError.self) { try dashboard.$counter.value() }
        }
    }
}
