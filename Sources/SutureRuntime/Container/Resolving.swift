/// Anything that resolves dependencies: a `Container`, or the `Resolver` a factory is given.
public protocol Resolving: Sendable {
    /// Returns the instance bound to `type` and `qualifier`, passing runtime `arguments` to its factory.
    ///
    /// Every `resolve` overload comes down to this call.
    func resolveDependency<Value>(_ type: Value.Type, qualifier: Qualifier?, arguments: RuntimeArguments?) throws
        -> Value
}

extension Resolving {
    /// Returns the instance bound to `type`; the type may be inferred: `let oven: Oven = try r.resolve()`.
    @inlinable
    public func resolve<Value>(_ type: Value.Type = Value.self) throws -> Value {
        try resolveDependency(type, qualifier: nil, arguments: nil)
    }

    /// Returns the instance bound to `type` under `name`.
    @inlinable
    public func resolve<Value>(_ type: Value.Type = Value.self, named name: String) throws -> Value {
        try resolveDependency(type, qualifier: .named(name), arguments: nil)
    }

    /// Returns the instance bound to `type` under a qualifier value.
    @inlinable
    public func resolve<Value>(_ type: Value.Type = Value.self, qualifier: some Hashable & Sendable) throws -> Value {
        try resolveDependency(type, qualifier: Qualifier(qualifier), arguments: nil)
    }

    /// Returns a new instance of `type` built from runtime arguments, passed to its factory in order.
    @inlinable
    public func resolve<Value, FirstArgument, each Argument>(
        _ type: Value.Type = Value.self,
        named name: String? = nil,
        arguments firstArgument: FirstArgument,
        _ argument: repeat each Argument
    ) throws -> Value {
        try resolveDependency(
            type,
            qualifier: name.map(Qualifier.named),
            arguments: RuntimeArguments(firstArgument, repeat each argument)
        )
    }
}
