/// Where a generated component keeps a `.weak` instance: shared while someone holds it, rebuilt after.
///
/// Generated components use it for `@Injectable(scope: .weak)` classes; hand-written code has no reason to.
@_spi(SutureGenerated)
public final class ComponentWeakReference<Value: AnyObject>: @unchecked Sendable {
    private let lock = Lock.make()
    private weak var instance: Value?

    /// An empty slot.
    public init() {}

    /// The instance someone still holds, or a new one built by `make` (one build at a time).
    public func get(_ make: () -> Value) -> Value {
        lock.withLock {
            if let instance { return instance }
            let built = make()
            instance = built
            return built
        }
    }

    /// The same, with a throwing `make`: a failure is thrown and nothing is kept.
    public func value(_ make: () throws -> Value) throws -> Value {
        try lock.withLock {
            if let instance { return instance }
            let built = try make()
            instance = built
            return built
        }
    }
}
