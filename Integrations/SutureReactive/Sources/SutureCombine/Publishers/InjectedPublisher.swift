import SutureRuntime

/// An `ObservableObject` dependency known by its protocol, whose properties each have a publisher.
///
/// ```swift
/// protocol AuthStore: ObservableObject { var isLoggedIn: Bool { get set } }
///
/// final class SessionService {
///     @InjectedPublisher var store: any AuthStore
///     func start() { $store.isLoggedIn.sink { print($0) }.store(in: &cancellables) }
/// }
/// ```
///
/// `$store.property` emits the property's current value, then each new value once the change is
/// applied, and nothing when another property changes. Changes are delivered on `scheduler` (the
/// main queue unless given). The object is resolved from `Container.current` on first access; if
/// that fails, the program stops with the full `ResolutionError` text, and `try $store.value()` or
/// `try $store.publisher(for: \.isLoggedIn)` report the error instead.
@propertyWrapper
public struct InjectedPublisher<Value> {
    private let publishers: PropertyPublishers<Value>

    /// Resolves `Value`, optionally named, on first access; changes are delivered on the main queue.
    ///
    /// - Parameters:
    ///   - name: The registration's name, or `nil` for the unnamed one.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(named name: String? = nil, isolation: (any Actor)? = #isolation) {
        self.init(named: name, scheduler: MainQueueScheduler.main, isolation: isolation)
    }

    /// Resolves `Value`, optionally named, on first access; changes are delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - name: The registration's name, or `nil` for the unnamed one.
    ///   - scheduler: Where changes are delivered.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(named name: String? = nil, scheduler: some Scheduler, isolation: (any Actor)? = #isolation) {
        self.init(request: DependencyRequest(named: name, isolation: isolation), scheduler: scheduler)
    }

    /// Resolves `Value` qualified by a value on first access; changes are delivered on the main queue.
    ///
    /// - Parameters:
    ///   - qualifier: The value the registration is qualified by.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(qualifier: some Hashable & Sendable, isolation: (any Actor)? = #isolation) {
        self.init(qualifier: qualifier, scheduler: MainQueueScheduler.main, isolation: isolation)
    }

    /// Resolves `Value` qualified by a value on first access; changes are delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - qualifier: The value the registration is qualified by.
    ///   - scheduler: Where changes are delivered.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(qualifier: some Hashable & Sendable, scheduler: some Scheduler, isolation: (any Actor)? = #isolation) {
        self.init(request: DependencyRequest(qualifier: qualifier, isolation: isolation), scheduler: scheduler)
    }

    private init(request: DependencyRequest<Value>, scheduler: some Scheduler) {
        publishers = PropertyPublishers(relay: ObjectRelay(request: request), schedule: { scheduler.schedule($0) })
    }

    /// The resolved object.
    public var wrappedValue: Value {
        valueOrStop(accessor: "@InjectedPublisher var of type \(Value.self)") { try publishers.value() }
    }

    /// The publishers of the object's properties: `$store.isLoggedIn`.
    public var projectedValue: PropertyPublishers<Value> {
        publishers
    }
}
