import SutureRuntime

/// Where a reactive wrapper keeps its dependency: resolved from a container on first access, then kept.
///
/// `ObjectRelay` (SutureCombine) and `ObservableDependency` (SutureObservation) each keep one; they differ only in
/// what they do with a newly resolved value before it is kept.
package final class DependencySlot<Value> {
    private let request: DependencyRequest<Value>
    private var resolved: Value?

    /// An empty slot for what `request` asks for.
    package init(request: DependencyRequest<Value>) {
        self.request = request
    }

    /// The value: on the first call that succeeds, resolved from `container`, handed to `adopt`, and kept.
    ///
    /// When `adopt` throws, the value is not kept: the next call resolves again.
    package func value(from container: Container, adopting adopt: (Value) throws -> Void = { _ in }) throws -> Value {
        if let resolved { return resolved }
        let value = try request.resolve(from: container)
        try adopt(value)
        resolved = value
        return value
    }
}
