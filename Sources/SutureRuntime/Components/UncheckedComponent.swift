/// Carries a generated component into the factory closures it hands out, which may be asked for as `@Sendable`:
/// the component's state is immutable or locked, as for `Provider(unchecked:)`.
@_spi(SutureGenerated)
public struct _UncheckedComponent<Component: AnyObject>: @unchecked Sendable {
    /// The component.
    public let value: Component

    /// Wraps `component`.
    public init(_ component: Component) {
        value = component
    }
}
