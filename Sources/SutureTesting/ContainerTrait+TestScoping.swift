import SutureRuntime
import Testing

extension ContainerTrait: TestScoping {
    /// Runs one test case with a newly made container as `Container.current`.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await makeContainer().withCurrent(function)
    }
}
