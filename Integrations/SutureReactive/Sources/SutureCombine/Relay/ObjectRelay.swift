import SutureRuntime

/// An `ObservableObject` dependency resolved once, whose own `objectWillChange` relays the resolved object's.
///
/// It is the projected value of `@InjectedObject` (`$model`): subscribe to `$model.objectWillChange` to
/// hear about every change of the model, or read `try $model.value()` to get a resolution error instead
/// of the wrapped value's documented trap. The relay holds the object; the object never holds the relay.
public final class ObjectRelay<Value>: ObservableObject, DependencyResolving {
    /// Fires right before the resolved object changes, each time its own `objectWillChange` fires.
    public let objectWillChange = ObservableObjectPublisher()

    private let slot: DependencySlot<Value>
    private var relaying: AnyCancellable?
    private var relayingToHolder: AnyCancellable?
    private var hasLookedForHolder = false

    init(request: DependencyRequest<Value>) {
        slot = DependencySlot(request: request)
    }

    /// The resolved object: on first call, resolved from `Container.current` and relayed from then on.
    public func value() throws -> Value {
        try value(from: Container.current)
    }

    /// The resolved object: on first call, resolved from `container` and relayed from then on.
    ///
    /// - Parameter container: Where the object is resolved the first time.
    /// - Returns: The object, the same on every call.
    /// - Throws: `ResolutionError` when `container` cannot resolve it; `NotObservableObjectError` when what it resolves
    ///   is not an `ObservableObject`.
    public func value(from container: Container) throws -> Value {
        try slot.value(from: container) { value in
            guard let willChange = ObjectWillChange.publisher(of: value) else {
                throw NotObservableObjectError(requestedType: Value.self, resolvedType: type(of: value as Any))
            }
            // The sink captures only this relay's publisher, so the model does not keep the relay alive.
            relaying = willChange.sink { [objectWillChange] in objectWillChange.send() }
        }
    }

    /// Relays the object's changes to the `objectWillChange` of the class that declares the wrapper, once.
    ///
    /// The sink holds the holder's publisher weakly, and the holder owns this relay: no cycle.
    func relayChanges(to holder: AnyObject) {
        guard !hasLookedForHolder else { return }
        hasLookedForHolder = true
        guard let holderWillChange = ObjectWillChange.holderPublisher(of: holder) else { return }
        relayingToHolder = objectWillChange.sink { [weak holderWillChange] in holderWillChange?.send() }
    }
}
