import Synchronization

/// A value a test keeps past the request that made it, as a detached task or a stream might keep it: a request, its
/// context, its container.
package final class Kept<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)

    /// Nothing kept yet.
    package init() {}

    /// Keeps `value`, in place of what was kept before.
    package func keep(_ value: Value) { stored.withLock { $0 = value } }

    /// Lets go of what was kept, as a task that ends does.
    package func drop() { stored.withLock { $0 = nil } }

    /// What was kept last, or nil.
    package var value: Value? { stored.withLock { $0 } }
}
