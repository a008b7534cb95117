import Foundation

/// Measures every cell of a scenario, the libraries taking turns within each round of repetitions, so that a
/// disturbance on the machine touches every column of the row alike.
struct ScenarioRunner {
    let stopwatch: Stopwatch

    /// One library's cell, calibrated and ready to time one repetition at a time.
    private struct Sampler {
        let library: Library
        let operationsPerIteration: Int
        let nanosecondsPerIteration: () throws -> Double
    }

    /// Runs the scenario for every library that fits it: calibration, one warm-up round, then the timed rounds.
    func run(_ scenario: Scenario) throws -> ScenarioResult {
        report(scenario.title)
        var samplers: [Sampler] = []
        var reasons: [Library: String] = [:]
        for library in Library.allCases {
            switch scenario.measurement(for: library) {
            case .singleThread(let operationsPerIteration, let loop):
                let iterations = try stopwatch.calibratedIterations(loop)
                samplers.append(
                    Sampler(library: library, operationsPerIteration: operationsPerIteration) {
                        try stopwatch.nanosecondsPerIteration(loop, iterations: iterations)
                    }
                )
            case .concurrent(let threadCount, let loop):
                let iterations = try stopwatch.calibratedIterations(loop)
                samplers.append(
                    Sampler(library: library, operationsPerIteration: 1) {
                        try stopwatch.nanosecondsPerIterationOnEachThread(
                            threadCount: threadCount,
                            loop,
                            iterations: iterations
                        )
                    }
                )
            case .notApplicable(let reason):
                reasons[library] = reason
            }
        }

        for sampler in samplers {
            _ = try sampler.nanosecondsPerIteration()
        }
        var samples: [Library: [Double]] = [:]
        for _ in 0..<stopwatch.repetitions {
            for sampler in samplers {
                let nanoseconds = try sampler.nanosecondsPerIteration() / Double(sampler.operationsPerIteration)
                samples[sampler.library, default: []].append(nanoseconds)
            }
        }
        return ScenarioResult(
            title: scenario.title,
            nanoseconds: samples.mapValues(Stopwatch.median),
            reasons: reasons
        )
    }

    private func report(_ title: String) {
        FileHandle.standardError.write(Data("measuring: \(title)\n".utf8))
    }
}
