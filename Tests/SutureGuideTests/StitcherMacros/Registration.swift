// The samples of Documentation/ComingFrom/StitcherMacros.md: generated registrations with @Injectable.
import Suture

extension StitcherMacrosGuide {
    /// Registered under its own type, a new one on every request.
    @Injectable
    final class Service {
        init() {}
    }

    /// Registered under a name, one per container, built when the container is created.
    @Injectable(named: "audit", scope: .singleton, eager: true)
    final class AuditService: Sendable {
        init() {}
    }

    /// Several initializers: `@Inject` says which one the registration calls.
    @Injectable
    final class ReportService {
        let repository: EntityRepository

        @Inject
        init(repository: EntityRepository) {
            self.repository = repository
        }

        init() {
            repository = EntityRepository(entities: [])
        }
    }

    /// A value that locates a dependency, where Stitcher's locator took an associated value.
    enum Region: Hashable, Sendable {
        case europe
        case americas
    }

    /// The app's container: what `@Dependencies var container = DependencyContainer { ... }` held.
    static func appContainer() -> Container {
        Container {
            Service.registration
            AuditService.registration
            ReportService.registration
            UploadService.registration
            Register(NetworkingSession.self) { _ in NetworkingSession(host: "uploads.example.com") }
            Register(NetworkingSession.self) { _ in NetworkingSession(host: "eu.example.com") }
                .qualified(by: Region.europe)
            Register(EntityRepository.self) { _ in EntityRepository(entities: ["invoice", "receipt"]) }
        }
    }

    /// Every `@Injectable` and `@Module` of the target, gathered by the build plugin: no Sourcery template.
    static func autoregisteredContainer() -> Container {
        Container {
            SutureGenerated.registrations
            Register(NetworkingSession.self) { _ in NetworkingSession(host: "uploads.example.com") }
            Register(EntityRepository.self) { _ in EntityRepository(entities: ["invoice"]) }
        }
    }
}
