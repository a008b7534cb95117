import Suture
import Testing

/// Throwing and async initializers reached through `throws`/`async` entry points, and a `@MainActor` component.
struct EffectsTests {
    @Test func throwingSingleton_isReachedThroughAThrowingEntryPoint() throws {
        let security = SutureSecurity()
        #expect(try security.signer.key == "primary")
        #expect(try security.signer === security.signer)
    }

    @Test func asyncBinding_isReachedThroughAnAsyncEntryPoint() async throws {
        let security = SutureSecurity()
        #expect(try await security.profile().name == "signed with primary")
    }

    @Test func asyncSingleton_isBuiltOnce_forConcurrentRequests() async throws {
        let security = SutureSecurity()
        let identifiers = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 { group.addTask { ObjectIdentifier(try await security.tokens()) } }
            var identifiers: Set<ObjectIdentifier> = []
            for try await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(identifiers.count == 1)
        #expect(try await security.tokens().token == "token for primary")
    }

    @Test func lazyOfAThrowingBinding_buildsOnGet() throws {
        let session = SutureSecurity().session
        #expect(!session.signer.isBuilt)
        #expect(try session.signer.value().key == "primary")
    }

    @MainActor
    @Test func mainActorComponent_buildsMainActorTypes() {
        #expect(SutureScreens().model.title == "Welcome")
    }
}
