import Dependencies

/// A swift-dependencies key whose live value a Suture component builds.
///
/// The app keeps one component for all its keys (a `static let`), so their singletons are shared; each key names the
/// entry point that builds its value. `@Dependency(\.apiClient)` then reads what the component built, and
/// `withDependencies { $0.apiClient = ... }` replaces it as for any other key:
///
/// ```swift
/// extension APIClient: ComponentDependencyKey {
///     static var liveComponent: SutureLiveServices { LiveServices.component }
///     static func liveValue(from services: SutureLiveServices) -> APIClient { services.apiClient }
/// }
/// ```
///
/// ## Restrictions
/// - The component is built on the first read of a live value, and never replaced: a test replaces values with
///   `withDependencies`, not the component.
/// - As with every `DependencyKey` that declares only a live value, reading it in a test context without an override
///   reports a missing test value: give the key a `testValue`, or override it.
public protocol ComponentDependencyKey: DependencyKey {
    /// The generated component that builds live values.
    associatedtype LiveComponent

    /// The app's one component, shared by every key it serves: usually a `static let` of the app.
    static var liveComponent: LiveComponent { get }

    /// The live value, read from the component's entry point.
    ///
    /// - Parameter component: The app's component, `liveComponent`.
    /// - Returns: What the entry point builds.
    static func liveValue(from component: LiveComponent) -> Value
}

extension ComponentDependencyKey {
    /// What `liveComponent` builds, through `liveValue(from:)`: swift-dependencies reads it once and keeps it.
    public static var liveValue: Value { liveValue(from: liveComponent) }
}
