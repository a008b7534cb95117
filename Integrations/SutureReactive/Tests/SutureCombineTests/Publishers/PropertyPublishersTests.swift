import SutureCombine
import SutureRuntime
import Testing

@MainActor
@Suite struct PropertyPublishersTests {
    @Test func subscription_emitsTheCurrentValue() {
        Containers.preview().withCurrent {
            let service = SessionService()
            let names = Recorder<String>()
            let cancellable = service.$store.userName.sink { names.record($0) }

            #expect(names.values == ["Preview"])
            cancellable.cancel()
        }
    }

    @Test func propertyChange_emitsTheNewValueOnceAfterTheChangeIsApplied() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            let states = Recorder<Bool>()
            let cancellable = service.$store.isLoggedIn.sink { states.record($0) }

            service.store.isLoggedIn = true
            #expect(states.values == [false])
            await MainQueue.drain()
            #expect(states.values == [false, true])
            await MainQueue.drain()
            #expect(states.values == [false, true])
            cancellable.cancel()
        }
    }

    @Test func unrelatedPropertyChange_emitsNothing() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            let states = Recorder<Bool>()
            let cancellable = service.$store.isLoggedIn.sink { states.record($0) }

            service.store.userName = "Ada"
            await MainQueue.drain()

            #expect(states.values == [false])
            cancellable.cancel()
        }
    }

    @Test func assigningTheSameValue_emitsNothing() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            let states = Recorder<Bool>()
            let cancellable = service.$store.isLoggedIn.sink { states.record($0) }

            service.store.isLoggedIn = false
            await MainQueue.drain()

            #expect(states.values == [false])
            cancellable.cancel()
        }
    }

    @Test func severalChangesBeforeDelivery_emitTheLatestValueOnce() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            let names = Recorder<String>()
            let cancellable = service.$store.userName.sink { names.record($0) }

            service.store.userName = "Ada"
            service.store.userName = "Grace"
            await MainQueue.drain()

            #expect(names.values == ["", "Grace"])
            cancellable.cancel()
        }
    }

    @Test func severalSubscribers_eachReceiveEveryChange() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            let first = Recorder<Bool>()
            let second = Recorder<Bool>()
            let names = Recorder<String>()
            let cancellables = [
                service.$store.isLoggedIn.sink { first.record($0) },
                service.$store.isLoggedIn.sink { second.record($0) },
                service.$store.userName.sink { names.record($0) },
            ]

            service.store.isLoggedIn = true
            await MainQueue.drain()
            service.store.userName = "Ada"
            await MainQueue.drain()

            #expect(first.values == [false, true])
            #expect(second.values == [false, true])
            #expect(names.values == ["", "Ada"])
            for cancellable in cancellables { cancellable.cancel() }
        }
    }

    @Test func lateSubscriber_startsFromTheValueAtSubscription() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            service.store.isLoggedIn = true
            await MainQueue.drain()
            let states = Recorder<Bool>()
            let cancellable = service.$store.isLoggedIn.sink { states.record($0) }

            #expect(states.values == [true])
            cancellable.cancel()
        }
    }

    @Test func missingBinding_throwsFromPublisherFor() {
        Container {}.withCurrent {
            let service = SessionService()
            #expect(throws: ResolutionError.self) { try service.$store.publisher(for: \.isLoggedIn) }
        }
    }

    @Test func propertyPublisher_withNothingBound_stopsWithTheFullError() async throws {
        let expected = try #require(throws: ResolutionError.self) { try Container {}.resolve((any AuthStore).self) }
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container {}.withCurrent {
                _ = SessionService().$store.isLoggedIn
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        let message =
            "Suture: $property publisher of @InjectedPublisher var of type AuthStore could not resolve its value.\n"
            + "\(expected)"
        #expect(standardError.contains(message))
    }
}
