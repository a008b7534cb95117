import SutureCombine

/// Holds an auth store by its protocol, as a screen's model would.
final class ProfileScreen {
    @InjectedObject var store: any AuthStore
}

/// Subscribes to single properties of the auth store, as a service outside any view would.
final class SessionService {
    @InjectedPublisher var store: any AuthStore
    private(set) var loginStates: [Bool] = []
    private var cancellables: Set<AnyCancellable> = []

    func start() {
        $store.isLoggedIn
            .sink { [weak self] isLoggedIn in self?.loginStates.append(isLoggedIn) }
            .store(in: &cancellables)
    }
}

/// Holds a dependency that cannot relay changes.
final class GreetingScreen {
    @InjectedObject var greeting: any Greeting
}

/// A screen model that is itself observed, as a SwiftUI view observes its model.
final class ProfileViewModel: ObservableObject {
    @InjectedObject var store: any AuthStore
    @Published var title = "Profile"
}

/// Asks for auth stores by name and by qualifier value.
final class AccountSwitcher {
    @InjectedObject(named: "backup") var backupStore: any AuthStore
    @InjectedPublisher(qualifier: AccountKind.guest) var guestStore: any AuthStore
}

/// A qualifier value for the guest account's store.
enum AccountKind: Hashable, Sendable {
    case guest
}
