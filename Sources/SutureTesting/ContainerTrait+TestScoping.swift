import SutureRuntime
import Testing

extension ContainerTrait: TestScoping {
    /// Runs one test case with a newly made container as `Container.current`.
    ///
    /// - Parameters:
    ///   - test: The test whose case is about to run.
    ///   - testCase: The test case about to run; each gets a container of its own.
    ///   - function: Runs the test case; it is called inside `withCurrent` of the new container.
    /// - Throws: What `function` throws: the test case's failure.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await makeContainer().withCurrent(function)
    }
}
