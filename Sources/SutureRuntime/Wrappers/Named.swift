/// Marks an initializer or provider parameter as a qualified dependency: `@Named("rye") starter: Starter`.
///
/// It changes nothing at run time (the caller passes the value); the macros and the graph compiler
/// read it to resolve the parameter under the name.
@propertyWrapper
public struct Named<Value> {
    /// The value passed for the parameter.
    public var wrappedValue: Value
    /// The qualifier the parameter is resolved under.
    public let name: String

    /// Wraps the parameter's value with its qualifier name.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value the caller passes for the parameter.
    ///   - name: The name the parameter is resolved under: the `named:` its binding was registered with.
    public init(wrappedValue: Value, _ name: String) {
        self.wrappedValue = wrappedValue
        self.name = name
    }
}

extension Named: Sendable where Value: Sendable {}
