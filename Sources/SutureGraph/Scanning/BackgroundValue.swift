import Dispatch

/// A value worked out on another processor while the caller goes on with work that does not need it yet: the picture,
/// drawn while the graph is validated; the HTML report's metrics, measured while the export is written.
///
/// The work runs on a queue of its own, whose thread never waits for a busy pool: it may spread its own work over the
/// processors (`concurrentMap`), which work started from inside a `concurrentPerform` would do one element at a time.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    // Safe to share: `value` is written once, by the worker, before it signals `done`, and read only by the thread that
    // made this object, after waiting for `done`, which orders the write before the read. `waited` is only ever touched
    // by that thread.
    private var value: Value?
    private var waited = false
    private let done = DispatchSemaphore(value: 0)
    private let make: @Sendable () -> Value

    /// Starts `make` on another thread.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        DispatchQueue(label: "suture.background-value").async {
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
        // The worker stored the value before it signalled: it is never made a second time.
        return value ?? make()
    }
}
