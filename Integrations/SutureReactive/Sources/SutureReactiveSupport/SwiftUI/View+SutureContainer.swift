#if canImport(SwiftUI)
    import SutureRuntime
    import SwiftUI

    extension View {
        /// Makes the views below resolve their injected dependencies from `container`, such as an override in a preview.
        ///
        /// ```swift
        /// #Preview {
        ///     HomeView().sutureContainer(Container.default.overriding { Register((any Model).self) { _ in MockModel() } })
        /// }
        /// ```
        ///
        /// - Parameter container: The container the views below resolve from.
        /// - Returns: This view, with `container` in its environment.
        public func sutureContainer(_ container: Container) -> some View {
            environment(\.sutureContainer, container)
        }
    }
#endif
