import Foundation

/// Measures every cell of a scenario, one library after another, and reports progress on standard error.
struct ScenarioRunner {
    let stopwatch: Stopwatch

    /// Runs the scenario for every library that fits it.
    func run(_ scenario: Scenario) throws -> ScenarioResult {
        var nanoseconds: [Library: Double] = [:]
        var reasons: [Library: String] = [:]
        for library in Library.allCases {
            switch scenario.measurement(for: library) {
            case .singleThread(let operationsPerIteration, let loop):
                report("\(scenario.title) — \(library.title)")
                nanoseconds[library] =
                    try stopwatch.nanosecondsPerIteration(loop) / Double(operationsPerIteration)
            case .concurrent(let threadCount, let loop):
                report("\(scenario.title) — \(library.title)")
                nanoseconds[library] = try stopwatch.nanosecondsPerIterationOnEachThread(
                    threadCount: threadCount,
                    loop
                )
            case .notApplicable(let reason):
                reasons[library] = reason
            }
        }
        return ScenarioResult(title: scenario.title, nanoseconds: nanoseconds, reasons: reasons)
    }

    private func report(_ line: String) {
        FileHandle.standardError.write(Data("measuring: \(line)\n".utf8))
    }
}
