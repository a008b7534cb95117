import SutureRuntime

/// An `@Observable` dependency known by its protocol, resolved from `Container.current` on first access.
///
/// ```swift
/// protocol Counter: Observable, AnyObject { var count: Int { get set } }
///
/// final class Dashboard {
///     @InjectedObservable var counter: any Counter
///     func watch() async throws { for await count in try $counter.values(of: \.count) { print(count) } }
/// }
/// ```
///
/// Reading the wrapped value inside `withObservationTracking` (or a SwiftUI body) tracks it as usual.
/// If the object cannot be resolved, reading it stops the program with the full `ResolutionError`
/// text; `try $counter.value()` reports the error instead.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@propertyWrapper
public struct InjectedObservable<Value> {
    private let dependency: ObservableDependency<Value>

    /// Resolves `Value`, optionally named, from `Container.current` on first access, with the isolation of the declaring code.
    ///
    /// - Parameters:
    ///   - name: The registration's name, or `nil` for the unnamed one.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(named name: String? = nil, isolation: (any Actor)? = #isolation) {
        dependency = ObservableDependency(request: DependencyRequest(named: name, isolation: isolation))
    }

    /// Resolves `Value` qualified by a value from `Container.current` on first access.
    ///
    /// - Parameters:
    ///   - qualifier: The value the registration is qualified by.
    ///   - isolation: The actor of the calling code, which `#isolation` gives; leave it out.
    public init(qualifier: some Hashable & Sendable, isolation: (any Actor)? = #isolation) {
        dependency = ObservableDependency(request: DependencyRequest(qualifier: qualifier, isolation: isolation))
    }

    /// The resolved object.
    public var wrappedValue: Value {
        valueOrStop(accessor: "@InjectedObservable var of type \(Value.self)") { try dependency.value() }
    }

    /// The dependency itself, for `try $counter.values(of: \.count)` and `try $counter.value()`.
    public var projectedValue: ObservableDependency<Value> {
        dependency
    }
}
