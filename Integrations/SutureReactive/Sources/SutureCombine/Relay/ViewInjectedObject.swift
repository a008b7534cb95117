#if canImport(SwiftUI)
    import SutureRuntime
    import SwiftUI

    /// An `ObservableObject` dependency of a SwiftUI view, known by its protocol, resolved from the view's environment.
    ///
    /// ```swift
    /// struct HomeView: View {
    ///     @ViewInjectedObject var model: any Model
    ///     var body: some View { Text("Welcome, \(model.name)") }
    /// }
    /// ```
    ///
    /// A task-local `Container.current` does not reach a view's `body`, so the model is resolved from
    /// `\.sutureContainer` (set with `.sutureContainer(_:)`, in a preview with an override), once per
    /// view identity. The view updates whenever the model's `objectWillChange` fires: the relay that
    /// `@InjectedObject` uses is kept as a `StateObject`.
    @available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
    @MainActor
    @propertyWrapper
    public struct ViewInjectedObject<Value>: DynamicProperty {
        private var injection: ViewInjection<StateObject<ObjectRelay<Value>>>

        /// Resolves `Value`, optionally named, from the environment's container when the view first reads it.
        ///
        /// - Parameter name: The registration's name, or `nil` for the unnamed one.
        public init(named name: String? = nil) {
            injection = ViewInjection(
                storage: StateObject(
                    wrappedValue: ObjectRelay(request: DependencyRequest(named: name, isolation: MainActor.shared))
                ),
                wrapperName: "@ViewInjectedObject"
            )
        }

        /// The resolved object.
        public var wrappedValue: Value {
            injection.wrappedValue
        }

        /// The relay of the object's changes, for `try $model.value(from:)`.
        public var projectedValue: ObjectRelay<Value> {
            injection.projectedValue
        }
    }
#endif
