/// Thrown when a dependency asked for through `@InjectedObject` or `@InjectedPublisher` is not an `ObservableObject`.
public struct NotObservableObjectError: Error, CustomStringConvertible {
    /// The type the wrapper asked for, such as `any Model`.
    public let requestedType: String
    /// The type the container returned for it.
    public let resolvedType: String

    /// Describes a resolved value whose type does not conform to `ObservableObject`.
    ///
    /// - Parameters:
    ///   - requestedType: The type the property declares.
    ///   - resolvedType: The type of what the container resolved.
    public init(requestedType: Any.Type, resolvedType: Any.Type) {
        self.requestedType = String(describing: requestedType)
        self.resolvedType = String(describing: resolvedType)
    }

    /// What went wrong and how to fix it.
    public var description: String {
        "\(requestedType) resolved to \(resolvedType), which is not an ObservableObject, so its changes cannot be "
            + "relayed; make \(resolvedType) conform to ObservableObject, or inject it with @Injected."
    }
}
