import Observation

/// Reads one property under `withObservationTracking`, again after each change, and yields the values to a stream.
///
/// `onChange` fires inside the property's `willSet`, before the new value is stored, on whatever
/// thread changes it. The loop does not read there: it starts a task that reads on `isolation`, the
/// actor the stream was created on, and re-registers tracking with the same read, so no change is missed.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
final class ObservationLoop<Subject, Value: Sendable>: @unchecked Sendable {
    // Unchecked: `subject`, `keyPath` and `lastValue` are only touched in `track()`, which runs first in
    // the creating call and then only on `isolation`, one call at a time; the rest is immutable or Sendable.
    private let subject: Subject
    private let keyPath: KeyPath<Subject, Value>
    private let isolation: (any Actor)?
    private let continuation: AsyncStream<Value>.Continuation
    private let isRepeat: (Value, Value) -> Bool
    private var lastValue: Value?

    init(
        subject: Subject,
        keyPath: KeyPath<Subject, Value>,
        isolation: (any Actor)?,
        continuation: AsyncStream<Value>.Continuation,
        isRepeat: @escaping (Value, Value) -> Bool
    ) {
        self.subject = subject
        self.keyPath = keyPath
        self.isolation = isolation
        self.continuation = continuation
        self.isRepeat = isRepeat
    }

    /// Reads the property, yields it unless it repeats the last value, and tracks the next change.
    func track() {
        let value = withObservationTracking {
            subject[keyPath: keyPath]
        } onChange: { [weak self] in
            // Weak: the subject's registrar holds this closure, and the loop holds the subject.
            self?.trackAfterChange()
        }
        if let lastValue, isRepeat(lastValue, value) { return }
        lastValue = value
        continuation.yield(value)
    }

    private func trackAfterChange() {
        Task { await self.track(on: self.isolation) }
    }

    private func track(on actor: isolated (any Actor)?) {
        track()
    }
}
