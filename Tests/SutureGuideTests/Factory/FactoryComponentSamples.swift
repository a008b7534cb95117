import Suture

// The samples of Documentation/ComingFrom/Factory.md as a component: the graph is checked when the target
// builds, and SutureBuildPlugin generates `SutureFactoryGuideApp`.

extension FactoryGuide {
    @Injectable(as: Networking.self, scope: .singleton)
    final class LiveNetwork: Networking {
        init() {}

        func load() -> [String] { ["checking", "savings"] }
    }

    @Injectable
    final class AccountsRepository {
        let network: any Networking

        init(network: any Networking) {
            self.network = network
        }
    }

    @Injectable
    final class AccountsModel {
        let repository: AccountsRepository

        init(repository: AccountsRepository) {
            self.repository = repository
        }

        func accounts() -> [String] {
            repository.network.load()
        }
    }

    @Injectable
    final class Receipt {
        let number: Int
        let network: any Networking

        init(@Argument number: Int, network: any Networking) {
            self.number = number
            self.network = network
        }
    }

    @Component
    protocol App {
        var accounts: AccountsModel { get }
        func receipt(number: Int) -> Receipt
    }

    final class OfflineNetwork: Networking {
        func load() -> [String] { [] }
    }

    static func offlineAccounts() throws -> [String] {
        let container = Container {
            LiveNetwork.registration
            AccountsRepository.registration
            AccountsModel.registration
        }
        let offline = container.overriding {
            Register((any Networking).self) { _ in OfflineNetwork() }
        }
        return try offline.resolve(AccountsModel.self).accounts()
    }
}
