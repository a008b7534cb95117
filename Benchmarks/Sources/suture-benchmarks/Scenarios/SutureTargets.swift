/// The targets set for Suture's Container (issues 2 and 14), read against one run's results.
struct SutureTargets {
    let transientGraph: ScenarioResult
    let transientLeaf: ScenarioResult
    let rootOverSingletons: ScenarioResult
    let singletonHit: ScenarioResult
    let runtimeArguments: ScenarioResult
    let concurrentSingletonHit: ScenarioResult
    let buildSmallWithNames: ScenarioResult
    let buildLargeWithNames: ScenarioResult
    let buildLargeWithTypes: ScenarioResult
    let resolveInSmallContainer: ScenarioResult
    let resolveInLargeContainer: ScenarioResult

    /// Each target with its measured value and verdict.
    func evaluate() -> [Target] {
        let graphRatio = transientGraph.ratioToHandWritten(.suture)
        let leafRatio = transientLeaf.ratioToHandWritten(.suture)
        let rootRatio = rootOverSingletons.ratioToHandWritten(.suture)
        let singleton = singletonHit.nanoseconds[.suture]
        let argumentsSpeedup = quotient(runtimeArguments, .swinject, over: runtimeArguments, .suture)
        let threadsRatio = quotient(concurrentSingletonHit, .suture, over: singletonHit, .suture)
        let buildNames = buildLargeWithNames.nanoseconds[.suture]
        let buildTypes = buildLargeWithTypes.nanoseconds[.suture]
        let buildGrowth = quotient(buildLargeWithNames, .suture, over: buildSmallWithNames, .suture)
        let sizeRatio = quotient(resolveInLargeContainer, .suture, over: resolveInSmallContainer, .suture)
        return [
            Target(
                goal: "Transient 16-object graph ≤ 2× hand-written",
                value: graphRatio,
                valueText: graphRatio.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(2)
            ),
            Target(
                goal: "Transient leaf ≤ 3× hand-written",
                value: leafRatio,
                valueText: leafRatio.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(3)
            ),
            Target(
                goal: "Root over singleton leaves ≤ 3× hand-written",
                value: rootRatio,
                valueText: rootRatio.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(3)
            ),
            Target(
                goal: "Singleton hit ≤ 40 ns",
                value: singleton,
                valueText: singleton.map { NumberText.nanoseconds($0) + " ns" } ?? "—",
                bound: .atMost(40)
            ),
            Target(
                goal: "2 runtime arguments ≥ 10× faster than Swinject",
                value: argumentsSpeedup,
                valueText: argumentsSpeedup.map { NumberText.ratio($0) + " faster" } ?? "—",
                bound: .atLeast(10)
            ),
            Target(
                goal: "Singleton hit on 2 threads ≤ 3× the 1-thread cost, per thread",
                value: threadsRatio,
                valueText: threadsRatio.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(3)
            ),
            Target(
                goal: "Building with 10,000 names of one type ≤ 200 ns per registration",
                value: buildNames,
                valueText: buildNames.map { NumberText.nanoseconds($0) + " ns" } ?? "—",
                bound: .atMost(200)
            ),
            Target(
                goal: "Building with 10,000 distinct types ≤ 200 ns per registration",
                value: buildTypes,
                valueText: buildTypes.map { NumberText.nanoseconds($0) + " ns" } ?? "—",
                bound: .atMost(200)
            ),
            Target(
                goal: "Building is linear: per registration, 10,000 names ≤ 1.5× 1,000 names",
                value: buildGrowth,
                valueText: buildGrowth.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(1.5)
            ),
            Target(
                goal: "Resolve in a 10,000-registration container ≤ 1.5× a 10-registration one",
                value: sizeRatio,
                valueText: sizeRatio.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(1.5)
            ),
        ]
    }

    private func quotient(
        _ numerator: ScenarioResult,
        _ numeratorLibrary: Library,
        over denominator: ScenarioResult,
        _ denominatorLibrary: Library
    ) -> Double? {
        guard let top = numerator.nanoseconds[numeratorLibrary],
            let bottom = denominator.nanoseconds[denominatorLibrary], bottom > 0
        else { return nil }
        return top / bottom
    }
}
