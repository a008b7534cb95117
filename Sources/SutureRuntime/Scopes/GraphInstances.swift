/// The instances of `.graph` bindings built for one top-level request, shared by everything that request builds:
/// its dependencies, the `Lazy` and `Provider` values it hands out (whenever they are read), and the synchronous
/// requests an async factory makes.
@usableFromInline
final class GraphInstances: Sendable {
    private let instances = Locked<[ObjectIdentifier: UncheckedSendable<Any>]>([:])

    /// The instance built for `entry` in this request, if there is one.
    func instance<Value>(for entry: ObjectIdentifier, as type: Value.Type) -> Value? {
        instances.withLock { $0[entry] }?.value as? Value
    }

    /// Keeps the instance built for `entry` in this request.
    func keep<Value>(_ value: Value, for entry: ObjectIdentifier) {
        instances.withLock { $0[entry] = UncheckedSendable(value: value) }
    }
}
