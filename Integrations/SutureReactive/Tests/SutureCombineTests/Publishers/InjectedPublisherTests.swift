import SutureCombine
import SutureRuntime
import Testing

@MainActor
@Suite struct InjectedPublisherTests {
    @Test func service_receivesEachLoginStateChange() async {
        await Containers.live().withCurrent {
            let service = SessionService()
            service.start()

            service.store.isLoggedIn = true
            await MainQueue.drain()
            service.store.isLoggedIn = false
            await MainQueue.drain()

            #expect(service.loginStates == [false, true, false])
        }
    }

    @Test func override_reachesOnlyTheTaskThatSetsIt() async {
        let live = Containers.live()
        let preview = Containers.preview()
        let previewStates = await Task { @MainActor in
            preview.withCurrent {
                let service = SessionService()
                service.start()
                return service.loginStates
            }
        }.value
        let liveStates = live.withCurrent {
            let service = SessionService()
            service.start()
            return service.loginStates
        }

        #expect(previewStates == [true])
        #expect(liveStates == [false])
    }

    @Test func releasingTheHolder_releasesTheResolvedObjectAndItsSubscriptions() async throws {
        weak var releasedStore: LiveAuthStore?
        weak var releasedService: SessionService?
        try await Containers.live().withCurrent {
            var service: SessionService? = SessionService()
            try #require(service).start()
            releasedStore = try #require(service?.store as? LiveAuthStore)
            releasedService = service
            service?.store.isLoggedIn = true
            await MainQueue.drain()
            #expect(service?.loginStates == [false, true])

            service = nil

            #expect(releasedService == nil)
            #expect(releasedStore == nil)
        }
    }

    @Test func wrappedValue_withNothingBound_stopsWithTheFullError() async throws {
        let expected = try #require(throws: ResolutionError.self) { try Container {}.resolve((any AuthStore).self) }
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container {}.withCurrent {
                _ = SessionService().store
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        let message = "Suture: @InjectedPublisher var of type AuthStore could not resolve its value.\n\(expected)"
        #expect(standardError.contains(message))
    }
}
