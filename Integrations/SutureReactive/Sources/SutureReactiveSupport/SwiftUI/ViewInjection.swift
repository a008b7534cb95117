#if canImport(SwiftUI)
    import SutureRuntime
    import SwiftUI

    /// What `@ViewInjectedObject` and `@ViewInjectedObservable` share: a dependency kept for the view's identity and
    /// resolved from the view's environment.
    ///
    /// A task-local `Container.current` does not reach a view's `body`, so the dependency resolves from
    /// `\.sutureContainer` (set with `.sutureContainer(_:)`), once per view identity. Each wrapper chooses the storage
    /// that keeps it: a `StateObject` also updates the view when an `ObservableObject` changes; a `State` leaves that
    /// to Observation.
    @MainActor
    package struct ViewInjection<Storage: ViewInjectionStorage>: DynamicProperty {
        @Environment(\.sutureContainer) private var container
        private var storage: Storage
        private let wrapperName: String

        /// Keeps the dependency in `storage`; `wrapperName`, such as `@ViewInjectedObject`, names it in a failure.
        package init(storage: Storage, wrapperName: String) {
            self.storage = storage
            self.wrapperName = wrapperName
        }

        /// The resolved object; if it cannot be resolved, the program stops with the full `ResolutionError` text.
        package var wrappedValue: Storage.Dependency.Value {
            valueOrStop(accessor: "\(wrapperName) var of type \(Storage.Dependency.Value.self)") {
                try storage.dependency.value(from: container)
            }
        }

        /// The kept dependency, which the wrapper projects.
        package var projectedValue: Storage.Dependency {
            storage.dependency
        }
    }
#endif
