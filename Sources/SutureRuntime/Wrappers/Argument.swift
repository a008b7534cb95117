/// Marks an initializer parameter as a runtime argument (assisted injection): `@Argument customer: String`.
///
/// It changes nothing at run time (the caller passes the value); the macros and the graph compiler
/// read it to make the registration, or the component's factory entry point, take the value.
@propertyWrapper
public struct Argument<Value> {
    /// The value passed for the parameter.
    public var wrappedValue: Value

    /// Wraps the parameter's value.
    ///
    /// - Parameter wrappedValue: The value the caller passes for the parameter.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Argument: Sendable where Value: Sendable {}
