// The tests of Documentation/ComingFrom/StitcherMacros.md: each test runs with its own Container.current.
import Foundation
import Suture
import SutureTesting
import Testing

extension StitcherMacrosGuide {
    @Suite(
        .container {
            Register(NetworkingSession.self) { _ in NetworkingSession(host: "uploads.example.com") }
            Register(EntityRepository.self) { _ in EntityRepository(entities: ["invoice", "receipt"]) }
            Register(EntityRepository.self, named: "repository") { _ in EntityRepository(entities: ["draft"]) }
            Register(ImageProcessingService.self) { _ in ImageProcessingService() }
        }
    )
    struct ParameterInjectionTests {
        @Test func initializer_resolvesTheSessionFromTheCurrentContainer() throws {
            let service = try UploadService()
            #expect(service.host == "uploads.example.com")
        }

        @Test func function_keepsTheIgnoredFileAndResolvesTheSession() throws {
            let service = UploadService(networkingSession: NetworkingSession(host: "local"))
            let report = URL(fileURLWithPath: "/tmp/report.pdf")
            #expect(try service.upload(file: report) == "report.pdf to uploads.example.com")
            let other = NetworkingSession(host: "other")
            #expect(service.upload(file: report, networkingSession: other) == "report.pdf to other")
        }

        @Test func structInitializer_needsNoParentKind() throws {
            let catalog = try CatalogService()
            #expect(catalog.repository.entities == ["invoice", "receipt"])
        }

        @Test func strategies_resolveByTypeAndByParameterName() throws {
            let service = EntityService()
            #expect(try service.findAll() == ["invoice", "receipt"])
            #expect(try service.clear() == 1)
        }

        @Test func ignoredParameters_keepTheirDefaultsInAnAsyncFunction() async throws {
            let gallery = GalleryService()
            let imageData = Data([1, 2, 3])
            #expect(try await gallery.upload(imageData: imageData) == "3 bytes in color")
            #expect(try await gallery.upload(imageData: imageData, convertedWith: .grayscale) == "3 bytes in grayscale")
            #expect(try gallery.caption("page 1") == "page 1 of 2")
        }

        @Test(.overriding { Register(EntityRepository.self) { _ in EntityRepository(entities: []) } })
        func override_reachesTheGeneratedOverload() throws {
            #expect(try EntityService().findAll().isEmpty)
        }

        @Test(.container {})
        func missingBinding_isAThrownError_notACrash() {
            #expect(throws: ResolutionError.self) {
                try UploadService()
            }
        }
    }

    @Suite struct RegistrationTests {
        @Test func registrations_buildEachTypeWithItsScopeAndName() throws {
            let container = appContainer()
            let first = try container.resolve(Service.self)
            let second = try container.resolve(Service.self)
            #expect(first !== second)
            let audit = try container.resolve(AuditService.self, named: "audit")
            #expect(audit === (try container.resolve(AuditService.self, named: "audit")))
            #expect(!container.hasBinding(for: AuditService.self))
        }

        @Test func injectInitializer_isTheOneTheRegistrationCalls() throws {
            let reports = try appContainer().resolve(ReportService.self)
            #expect(reports.repository.entities == ["invoice", "receipt"])
        }

        @Test func injectedParametersInitializer_isAlsoTheInjectableInitializer() throws {
            let service = try appContainer().resolve(UploadService.self)
            #expect(service.host == "uploads.example.com")
        }

        @Test func valueQualifier_locatesItsOwnBinding() throws {
            let container = appContainer()
            #expect(try container.resolve(NetworkingSession.self, qualifier: Region.europe).host == "eu.example.com")
            #expect(try container.resolve(NetworkingSession.self).host == "uploads.example.com")
        }

        @Test func appContainer_validates() throws {
            try appContainer().validate()
        }

        @Test func generatedGroup_holdsEveryInjectableOfTheTarget() throws {
            let container = autoregisteredContainer()
            #expect(try container.resolve(ReportService.self).repository.entities == ["invoice"])
            #expect(container.hasBinding(for: AuditService.self, named: "audit"))
        }
    }
}
