import SutureRuntime

/// An `ObservableObject` dependency known by its protocol, resolved from `Container.current` on first access.
///
/// ```swift
/// protocol Model: ObservableObject { var name: String { get set } }
///
/// final class Greeter {
///     @InjectedObject var model: any Model
/// }
/// ```
///
/// The projected value (`$model`) is an `ObservableObject` whose `objectWillChange` relays the model's,
/// so a consumer hears about every change though the property's type is only `any Model`. When the
/// class that declares the property is itself an `ObservableObject` (with a `@Published` property or
/// its own `objectWillChange`), the model's changes are relayed to it too, from the first access on,
/// so a SwiftUI view observing that class updates. If the model cannot be resolved, reading it stops
/// the program with the full `ResolutionError` text; `try $model.value()` reports the error instead.
@propertyWrapper
public struct InjectedObject<Value> {
    private let relay: ObjectRelay<Value>

    /// Resolves `Value`, optionally named, from `Container.current` on first access, with the isolation of the declaring code.
    ///
    /// - Parameters:
    ///   - name: The registration's name, or `nil` for the unnamed one.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(named name: String? = nil, isolation: (any Actor)? = #isolation) {
        relay = ObjectRelay(request: DependencyRequest(named: name, isolation: isolation))
    }

    /// Resolves `Value` qualified by a value from `Container.current` on first access.
    ///
    /// - Parameters:
    ///   - qualifier: The value the registration is qualified by.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(qualifier: some Hashable & Sendable, isolation: (any Actor)? = #isolation) {
        relay = ObjectRelay(request: DependencyRequest(qualifier: qualifier, isolation: isolation))
    }

    /// The resolved object.
    public var wrappedValue: Value {
        valueOrStop(accessor: "@InjectedObject var of type \(Value.self)") { try relay.value() }
    }

    /// The resolved object, read through the class that declares the property, whose changes it relays.
    ///
    /// - Parameters:
    ///   - holder: The instance of the class that declares the property.
    ///   - wrappedKeyPath: The property as declared, which Swift passes and the wrapper does not read.
    ///   - storageKeyPath: The wrapper's storage in `holder`.
    public static subscript<Holder: AnyObject>(
        _enclosingInstance holder: Holder,
        wrapped wrappedKeyPath: KeyPath<Holder, Value>,
        storage storageKeyPath: KeyPath<Holder, InjectedObject<Value>>
    ) -> Value {
        let wrapper = holder[keyPath: storageKeyPath]
        let value = wrapper.wrappedValue
        wrapper.relay.relayChanges(to: holder)
        return value
    }

    /// The relay of the object's changes, for `$model.objectWillChange` and `try $model.value()`.
    public var projectedValue: ObjectRelay<Value> {
        relay
    }
}
