import Dispatch

/// Runs two pieces of work at once, on two processors when the machine has them, and returns both results: the
/// steps of a phase that read the same input and none of each other's output (the graph rules and the generated
/// file's plan, the `Overrides` plan and the rest of the wiring).
///
/// `second` runs on a queue of its own, whose thread never waits for a busy pool, and `first` on the calling thread:
/// either may spread its own work over the processors (`concurrentMap`), which a nested `concurrentPerform` would do
/// one element at a time.
func concurrently<First: Sendable, Second: Sendable>(
    _ first: @escaping @Sendable () -> First,
    _ second: @escaping @Sendable () -> Second
) -> (First, Second) {
    let result = SecondResult<Second>()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue(label: "suture.concurrently").async {
        result.value = second()
        done.signal()
    }
    let firstResult = first()
    done.wait()
    return (firstResult, result.value ?? second())
}

/// Carries `second`'s result from its queue to the caller.
private final class SecondResult<Value>: @unchecked Sendable {
    // Written once on the queue before it signals, read by the caller only after the wait: never at the same time.
    var value: Value?
}
