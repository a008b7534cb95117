/// How one library's cell of a scenario is measured, or why the library does not fit the scenario.
enum Measurement {
    /// A loop on one thread; each iteration does `operationsPerIteration` operations.
    case singleThread(operationsPerIteration: Int = 1, Stopwatch.Loop)
    /// The same loop on several threads at once; the cost is per operation on each thread.
    case concurrent(threadCount: Int, Stopwatch.Loop)
    /// The library does not fit the scenario, for the reason given in a footnote.
    case notApplicable(reason: String)
}
