/// Runs two pieces of work at once, on two processors when the machine has them, and returns both results: the
/// steps of a phase that read the same input and none of each other's output (the graph rules and the generated
/// file's plan, the `Overrides` plan and the rest of the wiring).
func concurrently<First: Sendable, Second: Sendable>(
    _ first: @Sendable () -> First,
    _ second: @Sendable () -> Second
) -> (First, Second) {
    let results = [true, false].concurrentMap { isFirst -> (first: First?, second: Second?) in
        isFirst ? (first(), nil) : (nil, second())
    }
    // Each element is transformed once, so each optional holds its result: the fallbacks never run.
    return (results[0].first ?? first(), results[1].second ?? second())
}
