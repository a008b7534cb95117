/// A generated component as a `Lazy`, `Provider` or factory holds it when a shared instance of that component keeps
/// the wrapper: weakly, so that the component, and all it built, is released when its owner lets go of it.
///
/// A strong reference there would be a cycle (the component keeps the shared instance, which keeps the wrapper,
/// which keeps the component). Once the component is gone, the wrapper cannot build its value without building a
/// second copy of the component's shared instances: ``value()`` throws a ``ResolutionError`` of kind
/// `ownerReleased` that names the binding, the component and the instance that keeps the wrapper, and ``get()``,
/// for the factory closures that cannot throw, stops with the same text. Wrappers that no shared instance keeps
/// (an entry point's, or a transient value's) hold their component strongly and never fail.
@_spi(SutureGenerated)
public struct WeakComponent<Component: AnyObject>: @unchecked Sendable {
    // Sendable because it only hands the component to generated code, whose state is immutable or locked, as for
    // `Provider(unchecked:)`.
    private weak var component: Component?
    /// The binding the wrapper builds, as the graph compiler describes it.
    private let binding: String
    /// The shared instance that keeps the wrapper.
    private let keptBy: String

    /// Holds `component` weakly for a wrapper that builds `binding` and that `keptBy` keeps.
    public init(_ component: Component, building binding: String, keptBy: String) {
        self.component = component
        self.binding = binding
        self.keptBy = keptBy
    }

    /// The component, or the `ownerReleased` error when it was released.
    public func value() throws -> Component {
        if let component { return component }
        throw releasedError
    }

    /// The component; when it was released, stops with the `ownerReleased` error (a factory that cannot throw).
    public func get(file: StaticString = #fileID, line: UInt = #line) -> Component {
        if let component { return component }
        let accessor = "the factory of \(binding) kept by \(keptBy)"
        stopWithResolutionFailure(releasedError, accessor: accessor, file: file, line: line)
    }

    /// The error for a use after the component was released.
    var releasedError: ResolutionError {
        let key = AnyDependencyKey(Component.self)
        return ResolutionError(
            kind: .ownerReleased(owner: TypeName.describe(Component.self), binding: binding, keptBy: keptBy),
            key: key,
            path: [key]
        )
    }
}
