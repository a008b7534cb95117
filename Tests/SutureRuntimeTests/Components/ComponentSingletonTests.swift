import Synchronization
import Testing

@_spi(SutureGenerated) @testable import SutureRuntime

/// The slots generated components keep their shared instances in.
struct ComponentSingletonTests {
    final class Instance: Sendable {}

    struct BuildFailed: Error, Equatable {}

    /// How many times a slot ran its factory, counted from any thread.
    final class BuildCount: Sendable {
        private let count = Mutex(0)

        func increment() { count.withLock { $0 += 1 } }

        var value: Int { count.withLock { $0 } }
    }

    @Test func get_buildsOnce_andReturnsTheSameInstance() {
        let slot = ComponentSingleton<Instance>()
        var builds = 0
        let first = slot.get {
            builds += 1
            return Instance()
        }
        let second = slot.get {
            builds += 1
            return Instance()
        }
        #expect(first === second)
        #expect(builds == 1)
        #expect(slot.isBuilt)
    }

    @Test func value_throwsTheFailure_andTheNextCallBuildsAgain() throws {
        let slot = ComponentSingleton<Instance>()
        #expect(throws: BuildFailed()) { try slot.value { throw BuildFailed() } }
        #expect(!slot.isBuilt)
        let built = try slot.value { Instance() }
        #expect(try slot.value { throw BuildFailed() } === built)
    }

    @Test func get_underContention_buildsExactlyOnce() async {
        let slot = ComponentSingleton<Instance>()
        let builds = BuildCount()
        let identifiers = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    ObjectIdentifier(
                        slot.get {
                            builds.increment()
                            return Instance()
                        }
                    )
                }
            }
            var identifiers: Set<ObjectIdentifier> = []
            for await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(identifiers.count == 1)
        #expect(builds.value == 1)
    }

    @Test func asyncGet_concurrentFirstRequestsWaitForOneBuild() async {
        let slot = AsyncComponentSingleton<Instance>()
        let builds = BuildCount()
        let identifiers = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask {
                    ObjectIdentifier(
                        await slot.get {
                            builds.increment()
                            await Task.yield()
                            return Instance()
                        }
                    )
                }
            }
            var identifiers: Set<ObjectIdentifier> = []
            for await identifier in group { identifiers.insert(identifier) }
            return identifiers
        }
        #expect(identifiers.count == 1)
        #expect(builds.value == 1)
    }

    @Test func asyncGet_afterAFailedBuild_theNextRequestBuildsAgain() async throws {
        let slot = AsyncComponentSingleton<Instance>()
        await #expect(throws: BuildFailed()) { try await slot.get { throw BuildFailed() } }
        #expect(!slot.isBuilt)
        let built = await slot.get { Instance() }
        #expect(try await slot.get { throw BuildFailed() } === built)
    }
}
