// The samples of Documentation/ComingFrom/Stitch.md: property wrappers over Container.current, and a component.
import Suture

extension StitchGuide {
    /// Registered under its own type by `@Injectable`, as `@Stitchify` does.
    @Injectable
    struct Logger: Sendable {
        func log(_ message: String) -> String {
            "[log] \(message)"
        }
    }

    /// Resolves its logger from `Container.current` on first use.
    final class Model {
        @Injected var logger: Logger

        func doSomething() -> String {
            logger.log("Logging a message")
        }
    }

    /// The abstraction the interactor knows.
    protocol SomeNetworkAbstraction: Sendable {
        func post(_ resource: String) -> String
    }

    /// Keyed by the protocol (and by its own type): a request for the protocol gets this.
    @Injectable(as: SomeNetworkAbstraction.self)
    struct NetworkImplementation: SomeNetworkAbstraction {
        func post(_ resource: String) -> String {
            "POST \(resource)"
        }
    }

    /// Asks for the protocol, not for the implementation.
    final class SomeInteractor {
        @Injected private var network: any SomeNetworkAbstraction

        func someAction() -> String {
            network.post("/hello")
        }
    }

    /// The app's container: the generated registrations of these types.
    static func appContainer() -> Container {
        Container {
            Logger.registration
            NetworkImplementation.registration
            HomeModel.registration
            NameService.registration
        }
    }
}
