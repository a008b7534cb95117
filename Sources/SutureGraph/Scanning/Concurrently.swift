/// Runs two pieces of work at once, on two processors when the machine has them, and returns both results: the
/// steps of a phase that read the same input and none of each other's output (the graph rules and the generated
/// file's plan, the `Overrides` plan and the rest of the wiring).
///
/// `second` runs as a `BackgroundValue`, `first` on the calling thread; either may spread its own work over the
/// processors (`concurrentMap`).
func concurrently<First, Second: Sendable>(
    _ first: () -> First,
    _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
    let background = BackgroundValue(second)
    let firstResult = first()
    return (firstResult, background.result())
}
