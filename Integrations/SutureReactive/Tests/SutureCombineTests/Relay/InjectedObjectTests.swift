import SutureCombine
import SutureRuntime
import Testing

@Suite struct InjectedObjectTests {
    @Test func wrappedValue_isResolvedFromTheCurrentContainerByProtocol() {
        Containers.live().withCurrent {
            let screen = ProfileScreen()
            #expect(screen.store is LiveAuthStore)
        }
    }

    @Test func override_reachesOnlyTheTaskThatSetsIt() async {
        let live = Containers.live()
        let preview = live.overriding {
            Register((any AuthStore).self) { _ in MockAuthStore() }
        }
        await live.withCurrent {
            await withTaskGroup(of: String.self) { group in
                group.addTask {
                    preview.withCurrent { String(describing: type(of: ProfileScreen().store)) }
                }
                group.addTask {
                    String(describing: type(of: ProfileScreen().store))
                }
                var resolved: [String] = []
                for await typeName in group {
                    resolved.append(typeName)
                }
                #expect(resolved.sorted() == ["LiveAuthStore", "MockAuthStore"])
            }
            #expect(ProfileScreen().store is LiveAuthStore)
        }
    }

    @Test func releasingTheHolder_releasesTheResolvedObject() throws {
        weak var releasedStore: LiveAuthStore?
        try Containers.live().withCurrent {
            var screen: ProfileScreen? = ProfileScreen()
            let notifications = Recorder<Void>()
            let cancellable = try #require(screen).$store.objectWillChange.sink { notifications.record(()) }
            releasedStore = try #require(screen?.store as? LiveAuthStore)
            #expect(releasedStore != nil)

            screen = nil

            #expect(releasedStore == nil)
            cancellable.cancel()
        }
    }

    @Test func observableHolder_firesItsObjectWillChangeWhenTheObjectChanges() {
        Containers.live().withCurrent {
            let viewModel = ProfileViewModel()
            let notifications = Recorder<Void>()
            let cancellable = viewModel.objectWillChange.sink { notifications.record(()) }

            viewModel.store.isLoggedIn = true
            #expect(notifications.values.count == 1)
            viewModel.store.userName = "Ada"
            #expect(notifications.values.count == 2)
            viewModel.title = "Account"
            #expect(notifications.values.count == 3)
            cancellable.cancel()
        }
    }

    @Test func releasingAnObservableHolder_releasesTheResolvedObject() throws {
        weak var releasedStore: LiveAuthStore?
        weak var releasedViewModel: ProfileViewModel?
        try Containers.live().withCurrent {
            var viewModel: ProfileViewModel? = ProfileViewModel()
            let notifications = Recorder<Void>()
            let cancellable = try #require(viewModel).objectWillChange.sink { notifications.record(()) }
            releasedStore = try #require(viewModel?.store as? LiveAuthStore)
            releasedViewModel = viewModel
            viewModel?.store.isLoggedIn = true
            #expect(notifications.values.count == 1)

            viewModel = nil

            #expect(releasedViewModel == nil)
            #expect(releasedStore == nil)
            cancellable.cancel()
        }
    }

    @Test func qualifiedWrappers_resolveTheQualifiedBindings() {
        let container = Containers.live().overriding {
            Register((any AuthStore).self, named: "backup") { _ in MockAuthStore() }
            Register((any AuthStore).self) { _ in MockAuthStore() }.qualified(by: AccountKind.guest)
        }
        container.withCurrent {
            let switcher = AccountSwitcher()
            let guestStates = Recorder<Bool>()
            let cancellable = switcher.$guestStore.isLoggedIn.sink { guestStates.record($0) }

            #expect(switcher.backupStore is MockAuthStore)
            #expect(switcher.guestStore is MockAuthStore)
            #expect(guestStates.values == [true])
            cancellable.cancel()
        }
    }

    @Test func wrappedValue_withNothingBound_stopsWithTheFullError() async throws {
        let expected = try #require(throws: ResolutionError.self) { try Container {}.resolve((any AuthStore).self) }
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Container {}.withCurrent {
                _ = ProfileScreen().store
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        let message = "Suture: @InjectedObject var of type AuthStore could not resolve its value.\n\(expected)"
        #expect(standardError.contains(message))
    }
}
