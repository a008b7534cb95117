/// The targets set for generated components (issue 4), read against one run's results.
struct ComponentTargets {
    let transientGraph: ScenarioResult
    let singletonHit: ScenarioResult

    /// Each target with its measured value and verdict.
    func evaluate() -> [Target] {
        let graphRatio = transientGraph.ratioToHandWritten(.sutureComponent)
        let singleton = singletonHit.nanoseconds[.sutureComponent]
        return [
            Target(
                goal: "Transient 16-object graph ≤ 1.1× hand-written",
                value: graphRatio,
                valueText: graphRatio.map { NumberText.ratio($0) } ?? "—",
                bound: .atMost(1.1)
            ),
            Target(
                goal: "Singleton entry point, once built, ≤ 5 ns",
                value: singleton,
                valueText: singleton.map { NumberText.nanoseconds($0) + " ns" } ?? "—",
                bound: .atMost(5)
            ),
        ]
    }
}
