import SutureRuntime

/// An `@Observable` dependency resolved once, with async streams of its properties' values.
///
/// It is the projected value of `@InjectedObservable` (`$counter`): `try $counter.values(of: \.count)`
/// streams a property, `try $counter.value()` reports a resolution error instead of the wrapped
/// value's documented trap.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
public final class ObservableDependency<Value>: DependencyResolving {
    private let slot: DependencySlot<Value>

    init(request: DependencyRequest<Value>) {
        slot = DependencySlot(request: request)
    }

    /// The resolved object: on first call, resolved from `Container.current`.
    public func value() throws -> Value {
        try value(from: Container.current)
    }

    /// The resolved object: on first call, resolved from `container`.
    ///
    /// - Parameter container: Where the object is resolved the first time.
    /// - Returns: The object, the same on every call.
    /// - Throws: `ResolutionError` when `container` cannot resolve it.
    public func value(from container: Container) throws -> Value {
        try slot.value(from: container)
    }

    /// The values of the property at `keyPath`: its current value, then each different value it changes to.
    ///
    /// Read on the actor of the calling code: create the stream where the object changes, iterate it anywhere.
    ///
    /// - Parameters:
    ///   - keyPath: The property to observe: `\.count`.
    ///   - isolation: The actor of the calling code, where the property is read; `#isolation` gives it.
    /// - Returns: A stream of the property's values, each different from the one before.
    /// - Throws: `ResolutionError` when the object cannot be resolved.
    public func values<Property: Sendable & Equatable>(
        of keyPath: KeyPath<Value, Property>,
        isolation: isolated (any Actor)? = #isolation
    ) throws -> AsyncStream<Property> {
        AsyncStream.observing(keyPath, of: try value(), isolation: isolation)
    }

    /// The values of the property at `keyPath`: its current value, then its value after each change.
    ///
    /// - Parameters:
    ///   - keyPath: The property to observe: `\.count`.
    ///   - isolation: The actor of the calling code, where the property is read; `#isolation` gives it.
    /// - Returns: A stream of the property's values, one for each change.
    /// - Throws: `ResolutionError` when the object cannot be resolved.
    public func values<Property: Sendable>(
        of keyPath: KeyPath<Value, Property>,
        isolation: isolated (any Actor)? = #isolation
    ) throws -> AsyncStream<Property> {
        AsyncStream.observing(keyPath, of: try value(), isolation: isolation)
    }
}
