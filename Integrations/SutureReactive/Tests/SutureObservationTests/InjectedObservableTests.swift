import SutureObservation
import SutureRuntime
import Testing

@MainActor
@Suite struct InjectedObservableTests {
    @Test func wrappedValue_isResolvedFromTheCurrentContainerByProtocol() {
        Containers.live().withCurrent {
            #expect(Dashboard().counter is LiveCounter)
        }
    }

    @Test func wrappedValue_isTrackedByObservation() {
        Containers.live().withCurrent {
            let dashboard = Dashboard()
            let changes = ChangeCount()
            _ = withObservationTracking {
                dashboard.counter.count
            } onChange: {
                changes.increment()
            }

            dashboard.counter.label = "unrelated"
            #expect(changes.value == 0)
            dashboard.counter.count = 1
            #expect(changes.value == 1)
        }
    }

    @Test func override_reachesOnlyTheTaskThatSetsIt() async {
        let live = Containers.live()
        let preview = Containers.preview()
        await live.withCurrent {
            await withTaskGroup(of: Int.self) { group in
                group.addTask { preview.withCurrent { Dashboard().counter.count } }
                group.addTask { Dashboard().counter.count }
                var counts: [Int] = []
                for await count in group {
                    counts.append(count)
                }
                #expect(counts.sorted() == [0, 42])
            }
            #expect(Dashboard().counter is LiveCounter)
        }
    }

    @Test func releasingTheHolder_releasesTheResolvedObject() async throws {
        weak var releasedCounter: LiveCounter?
        try await Containers.live().withCurrent {
            var dashboard: Dashboard? = Dashboard()
            releasedCounter = try #require(dashboard?.counter as? LiveCounter)
            do {
                var counts = try #require(try dashboard?.$counter.values(of: \.count)).makeAsyncIterator()
                #expect(await counts.next() == 0)
                dashboard?.counter.count = 1
                #expect(await counts.next() == 1)
            }

            dashboard = nil

            #expect(releasedCounter == nil)
        }
    }

    @Test func wrappedValue_withNothingBound_stopsWithTheFullError() async throws {
        let expected = try #require(throws: ResolutionError.self) { try Container {}.resolve((any Counter).self) }
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container {}.withCurrent {
                _ = Dashboard().counter
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        let message = "Suture: @InjectedObservable var of type Counter could not resolve its value.\n\(expected)"
        #expect(standardError.contains(message))
    }
}
