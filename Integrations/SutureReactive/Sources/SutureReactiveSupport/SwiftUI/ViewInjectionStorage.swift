#if canImport(SwiftUI)
    import SwiftUI

    /// The SwiftUI storage that keeps a view's injected dependency for as long as the view's identity.
    @MainActor
    package protocol ViewInjectionStorage: DynamicProperty {
        /// The type of the kept dependency.
        associatedtype Dependency: DependencyResolving

        /// The dependency kept for the view's identity.
        var dependency: Dependency { get }
    }

    // A `StateObject` keeps an `ObservableObject` dependency, and updates the view each time it changes.
    @available(macOS 11, iOS 14, tvOS 14, watchOS 7, *)
    extension StateObject: ViewInjectionStorage where ObjectType: DependencyResolving {
        /// The kept dependency, an `ObservableObject` whose changes update the view.
        @MainActor package var dependency: ObjectType {
            wrappedValue
        }
    }

    // A `State` keeps an `@Observable` object's dependency; SwiftUI tracks what `body` reads of the object itself.
    extension State: ViewInjectionStorage where Value: DependencyResolving {
        /// The kept dependency.
        @MainActor package var dependency: Value {
            wrappedValue
        }
    }
#endif
