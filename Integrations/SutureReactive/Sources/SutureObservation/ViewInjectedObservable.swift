#if canImport(SwiftUI)
    import SutureRuntime
    import SwiftUI

    /// An `@Observable` dependency of a SwiftUI view, known by its protocol, resolved from the view's environment.
    ///
    /// ```swift
    /// struct CounterView: View {
    ///     @ViewInjectedObservable var counter: any Counter
    ///     var body: some View { Text("\(counter.count)") }
    /// }
    /// ```
    ///
    /// A task-local `Container.current` does not reach a view's `body`, so the object is resolved from
    /// `\.sutureContainer` (set with `.sutureContainer(_:)`, in a preview with an override), once per
    /// view identity. SwiftUI tracks what `body` reads of it, as for any `@Observable` object.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    @propertyWrapper
    public struct ViewInjectedObservable<Value>: DynamicProperty {
        private var injection: ViewInjection<State<ObservableDependency<Value>>>

        /// Resolves `Value`, optionally named, from the environment's container when the view first reads it.
        ///
        /// - Parameter name: The registration's name, or `nil` for the unnamed one.
        public init(named name: String? = nil) {
            injection = ViewInjection(
                storage: State(
                    wrappedValue: ObservableDependency(
                        request: DependencyRequest(named: name, isolation: MainActor.shared)
                    )
                ),
                wrapperName: "@ViewInjectedObservable"
            )
        }

        /// The resolved object.
        public var wrappedValue: Value {
            injection.wrappedValue
        }

        /// The dependency itself, for `try $counter.values(of: \.count)`.
        public var projectedValue: ObservableDependency<Value> {
            injection.projectedValue
        }
    }
#endif
