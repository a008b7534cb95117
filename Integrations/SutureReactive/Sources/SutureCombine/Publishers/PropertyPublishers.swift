import SutureRuntime

/// Publishers of single properties of an `ObservableObject` dependency known by its protocol.
///
/// It is the projected value of `@InjectedPublisher` (`$store`). `$store.isLoggedIn` is a publisher
/// that emits the property's current value when subscribed to, then its new value each time it really
/// changes: the property is read again after every `objectWillChange` of the object, once the change
/// is applied (on the scheduler given to the wrapper, the main queue by default), and repeats are dropped.
@dynamicMemberLookup
public final class PropertyPublishers<Value> {
    private let relay: ObjectRelay<Value>
    private let schedule: (@escaping () -> Void) -> Void
    private var signal: AfterChangeSignal?

    init(relay: ObjectRelay<Value>, schedule: @escaping (@escaping () -> Void) -> Void) {
        self.relay = relay
        self.schedule = schedule
    }

    /// The resolved object: on first call, resolved from `Container.current`.
    public func value() throws -> Value {
        try relay.value()
    }

    /// A publisher of the property at `keyPath`: its current value, then each new value it changes to.
    ///
    /// - Parameter keyPath: The property to publish: `\.isSignedIn`.
    /// - Returns: A publisher that never fails, delivering on the wrapper's scheduler.
    /// - Throws: `ResolutionError` when the object cannot be resolved.
    public func publisher<Property: Equatable>(
        for keyPath: KeyPath<Value, Property>
    ) throws -> AnyPublisher<Property, Never> {
        let object = try relay.value()
        let didChange = afterChangeSignal().didChange
        return Deferred { Just(object[keyPath: keyPath]) }
            .append(didChange.map { object[keyPath: keyPath] })
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    /// A publisher of the property: its current value, then each new value it changes to.
    ///
    /// If the object cannot be resolved, the program stops with the full `ResolutionError` text;
    /// `try $store.publisher(for: \.property)` reports the error instead.
    ///
    /// - Parameter keyPath: The property to publish, named as a member: `$store.isSignedIn`.
    public subscript<Property: Equatable>(dynamicMember keyPath: KeyPath<Value, Property>) -> AnyPublisher<
        Property, Never
    > {
        valueOrStop(accessor: "$property publisher of @InjectedPublisher var of type \(Value.self)") {
            try publisher(for: keyPath)
        }
    }

    private func afterChangeSignal() -> AfterChangeSignal {
        if let signal { return signal }
        let signal = AfterChangeSignal(objectWillChange: relay.objectWillChange, schedule: schedule)
        self.signal = signal
        return signal
    }
}
