import Foundation
import Suture

// The samples of Documentation/ComingFrom/Factory.md, wired in a Container, as Factory code is.

extension FactoryGuide {
    protocol MyServiceType: AnyObject {
        func text() -> String
    }

    final class MyService: MyServiceType {
        func text() -> String { "live" }
    }

    final class MockService: MyServiceType {
        func text() -> String { "mock" }
    }

    protocol Networking: AnyObject {
        func load() -> [String]
    }

    final class NetworkService: Networking {
        func load() -> [String] { ["checking", "savings"] }
    }

    final class MyRepository {
        let network: any Networking

        init(network: any Networking) {
            self.network = network
        }
    }

    // MARK: Defining and resolving

    static var appRegistrations: Registrations {
        Registrations {
            Register((any MyServiceType).self) { _ in MyService() }
            Register((any Networking).self) { _ in NetworkService() }
                .scope(.singleton)
            Register(MyRepository.self, using: MyRepository.init(network:))
        }
    }

    static func appContainer() -> Container {
        Container(appRegistrations)
    }

    static func compositionRoot() throws -> MyRepository {
        let container = appContainer()
        try container.validate()
        return try container.resolve(MyRepository.self)
    }

    // MARK: @Injected

    final class ContentViewModel {
        @Injected private var myService: any MyServiceType

        func text() -> String {
            myService.text()
        }
    }

    static func showContent(in container: Container) -> String {
        container.withCurrent {
            let model = ContentViewModel()
            return model.text()
        }
    }

    // MARK: Mocking, for a preview or a test

    static func preview() -> String {
        let previewContainer = appContainer().overriding {
            Register((any MyServiceType).self) { _ in MockService() }
        }
        return showContent(in: previewContainer)
    }

    // MARK: Resolved on every access

    final class Ticket {}

    final class TicketMachine {
        @Injected private var tickets: Provider<Ticket>

        func printTicket() -> Ticket {
            tickets.get()
        }
    }

    // MARK: ParameterFactory

    final class ParameterService {
        let value: Int

        init(value: Int) {
            self.value = value
        }
    }

    static func parameters() -> Container {
        Container {
            Register(ParameterService.self) { (_, value: Int) in
                ParameterService(value: value)
            }
        }
    }

    // MARK: Scopes

    final class Authentication {}
    final class ImageCache {}

    static func scoped() -> Container {
        Container {
            Register(ImageCache.self) { _ in ImageCache() }
                .scope(.weak)
            Register(Authentication.self) { _ in Authentication() }
                .scope(.custom("session"))
        }
    }

    static func logout(_ container: Container) {
        container.reset(.custom("session"))
    }

    protocol IDProviding: AnyObject {}
    protocol ValueProviding: AnyObject {}
    final class CommonProvider: IDProviding, ValueProviding {}

    final class ProtocolConsumer {
        let ids: any IDProviding
        let values: any ValueProviding

        init(ids: any IDProviding, values: any ValueProviding) {
            self.ids = ids
            self.values = values
        }
    }

    static func graph() -> Container {
        Container {
            Register(CommonProvider.self) { _ in CommonProvider() }
                .scope(.graph)
                .alias((any IDProviding).self) { $0 }
                .alias((any ValueProviding).self) { $0 }
            Register(ProtocolConsumer.self, using: ProtocolConsumer.init(ids:values:))
        }
    }

    // MARK: Contexts

    protocol Analytics: AnyObject {
        var isLive: Bool { get }
    }

    final class AnalyticsEngine: Analytics {
        let isLive = true
    }

    final class StubAnalyticsEngine: Analytics {
        let isLive = false
    }

    static func analytics(arguments: [String] = ProcessInfo.processInfo.arguments) -> Container {
        Container {
            if arguments.contains("-stubAnalytics") {
                Register((any Analytics).self) { _ in StubAnalyticsEngine() }
            } else {
                Register((any Analytics).self) { _ in AnalyticsEngine() }
            }
        }
    }

    // MARK: Decorators

    final class Session {
        private(set) var isConfigured = false

        func configure() {
            isConfigured = true
        }
    }

    static func decorated() -> Container {
        Container {
            Register(Session.self) { _ in Session() }
                .onResolved { _, session in session.configure() }
        }
    }

    // MARK: Optionals and promises

    protocol AccountLoading: AnyObject {
        func load() -> [String]
    }

    final class AccountLoader: AccountLoading {
        func load() -> [String] { ["checking"] }
    }

    final class AccountsViewModel {
        private let loader: (any AccountLoading)?

        init(loader: (any AccountLoading)?) {
            self.loader = loader
        }

        func load() -> [String] {
            loader?.load() ?? []
        }
    }

    final class AccountsScreen {
        let loader: any AccountLoading

        init(loader: any AccountLoading) {
            self.loader = loader
        }
    }

    static var accountsFeature: Registrations {
        Registrations {
            Register(AccountsViewModel.self, using: AccountsViewModel.init(loader:))
            Register(AccountsScreen.self, using: AccountsScreen.init(loader:))
        }
    }

    static func wiredApp() -> Container {
        Container {
            accountsFeature
            Register((any AccountLoading).self) { _ in AccountLoader() }
        }
    }

    // MARK: Tags

    protocol Processor {
        var name: String { get }
    }

    struct Resizer: Processor {
        let name = "resize"
    }

    struct Sharpener: Processor {
        let name = "sharpen"
    }

    static func processors() -> Container {
        Container {
            Register((any Processor).self, into: .set) { _ in Resizer() }
            Register((any Processor).self, into: .set) { _ in Sharpener() }
        }
    }

    // MARK: Functional injection

    typealias Greeting = @Sendable (String) -> String

    static func functional() -> Container {
        Container {
            Register(Greeting.self) { _ in { name in "Hello, \(name)" } }
        }
    }
}
