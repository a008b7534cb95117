// The samples of Documentation/ComingFrom/StitcherMacros.md: parameter injection with @InjectedParameters.
import Foundation
import Suture

extension StitcherMacrosGuide {
    /// The session an upload goes through.
    struct NetworkingSession: Sendable {
        let host: String
    }

    /// Uploads files: both its initializer and `upload` get an overload that resolves the session.
    @Injectable
    final class UploadService {
        private let networkingSession: NetworkingSession

        @InjectedParameters
        init(networkingSession: NetworkingSession) {
            self.networkingSession = networkingSession
        }

        @InjectedParameters(ignoring: "file")
        func upload(file: URL, networkingSession: NetworkingSession) -> String {
            "\(file.lastPathComponent) to \(networkingSession.host)"
        }

        /// Where this service's own session points.
        var host: String { networkingSession.host }
    }

    /// The entities the services read.
    struct EntityRepository: Sendable {
        let entities: [String]
    }

    /// A struct: no `parent:` argument, the macro sees the enclosing type and writes a delegating `init`.
    struct CatalogService {
        let repository: EntityRepository

        @InjectedParameters
        init(repository: EntityRepository) {
            self.repository = repository
        }
    }

    /// Injection by type and by name.
    final class EntityService {
        @InjectedParameters(strategy: .byType)
        func findAll(in repository: EntityRepository) -> [String] {
            repository.entities
        }

        @InjectedParameters(strategy: .byName)
        func clear(_ repository: EntityRepository) -> Int {
            repository.entities.count
        }
    }

    /// How an image is converted before it is stored.
    struct ImageAttributes: OptionSet, Sendable {
        let rawValue: Int
        static let grayscale = ImageAttributes(rawValue: 1)
    }

    /// Converts images.
    struct ImageProcessingService: Sendable {
        func process(_ imageData: Data, _ attributes: ImageAttributes) async throws -> String {
            await Task.yield()
            let mode = attributes.contains(.grayscale) ? "grayscale" : "color"
            return "\(imageData.count) bytes in \(mode)"
        }
    }

    /// Ignored parameters stay with the caller and keep their default values; `async throws` is kept.
    final class GalleryService {
        @InjectedParameters(ignoring: "imageData", "attributes")
        func upload(
            imageData: Data,
            convertedWith attributes: ImageAttributes = [],
            processingService: ImageProcessingService
        ) async throws -> String {
            try await processingService.process(imageData, attributes)
        }

        /// A generic parameter cannot be injected: it is listed in `ignoring:`.
        @InjectedParameters(ignoring: "value")
        func caption<Value: CustomStringConvertible>(_ value: Value, repository: EntityRepository) -> String {
            "\(value) of \(repository.entities.count)"
        }
    }
}
