// The samples of Documentation/ComingFrom/Stitch.md: a model behind a protocol, replaced for a preview.
import Suture

extension StitchGuide {
    /// What the home screen shows.
    protocol Modelling: AnyObject, Sendable {
        var name: String { get }
        var isLoaded: Bool { get }
    }

    /// Looks the user's name up; the real one would call a server.
    @Injectable(scope: .singleton)
    final class NameService: Sendable {
        init() {}

        func fetchName() -> String { "Ada" }
    }

    /// The real model, with dependencies a preview should not have to build.
    @Injectable(as: Modelling.self)
    final class HomeModel: Modelling {
        let name: String
        let isLoaded = true

        init(service: NameService) {
            name = service.fetchName()
        }
    }

    /// A model with test data, for previews and tests.
    final class MockModel: Modelling {
        let name = "Mock name"
        let isLoaded = false
    }

    /// The screen: it knows only `Modelling`.
    final class HomeView {
        @Injected var model: any Modelling

        var title: String {
            "Welcome, \(model.name)"
        }
    }

    /// The preview's container: the app's, with the model replaced.
    static func previewContainer() -> Container {
        appContainer().overriding {
            Register((any Modelling).self) { _ in MockModel() }
        }
    }

    /// Initializer injection: checked when the target builds, through a generated component.
    @Injectable
    final class Dashboard {
        let network: any SomeNetworkAbstraction
        let logger: Logger

        init(network: any SomeNetworkAbstraction, logger: Logger) {
            self.network = network
            self.logger = logger
        }

        func refresh() -> String {
            logger.log(network.post("/dashboard"))
        }
    }

    @Component
    protocol App {
        var dashboard: Dashboard { get }
    }
}
