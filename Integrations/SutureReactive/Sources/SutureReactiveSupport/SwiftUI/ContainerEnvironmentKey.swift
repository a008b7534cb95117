#if canImport(SwiftUI)
    import SutureRuntime
    import SwiftUI

    /// Carries the container that Suture's view property wrappers resolve from.
    private struct ContainerEnvironmentKey: EnvironmentKey {
        static var defaultValue: Container { Container.default }
    }

    extension EnvironmentValues {
        /// The container that Suture's view property wrappers resolve from: `Container.default` unless a view sets one.
        public var sutureContainer: Container {
            get { self[ContainerEnvironmentKey.self] }
            set { self[ContainerEnvironmentKey.self] = newValue }
        }
    }
#endif
