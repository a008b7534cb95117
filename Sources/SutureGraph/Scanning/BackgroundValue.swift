import Dispatch

/// A value worked out on another thread while the caller goes on with work that does not need it yet: the picture,
/// drawn while the graph is validated; the HTML report's metrics, measured while the graph is written.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `value` is written once, by the worker, before it signals `done`, and read only by the thread that
    // made this object, after waiting for `done`, which orders the write before the read. `waited` is only ever touched
    // by that thread.
    private var value: Value?
    private var waited = false
    private let done = DispatchSemaphore(value: 0)

    /// Starts `make` on another thread.
    init(_ make: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.value = make()
            self.done.signal()
        }
    }

    /// The value, waiting for it the first time it is asked for.
    func result() -> Value {
        if !waited {
            done.wait()
            waited = true
        }
        guard let value else { preconditionFailure("the worker signalled before it made the value") }
        return value
    }
}
