/// Anything that resolves dependencies: a `Container`, or the `Resolver` a factory is given.
public protocol Resolving: Sendable {
    /// Returns the instance bound to `type` and `qualifier`, passing runtime `arguments` to its factory.
    ///
    /// Every `resolve` overload comes down to this call. `isolation` is the caller's actor
    /// (`#isolation`): a binding isolated to a global actor is built only for a caller isolated to it.
    func _resolveDependency<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value

    /// Returns the instance bound to `type`, without a qualifier or runtime arguments: the most common request, on
    /// a path that carries neither (passing `nil` for both cost a request more than its table probe).
    func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value

    /// Returns the instance bound to `type` and `qualifier`, awaiting an async factory where the binding has one.
    func _resolveDependencyAsync<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> Value
}

extension Resolving {
    /// Returns the instance bound to `type` through the general path, for a conforming type without a faster one.
    @inlinable
    public func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value {
        try _resolveDependency(type, qualifier: nil, arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type`; the type may be inferred: `let oven: Oven = try r.resolve()`.
    @inlinable
    public func resolve<Value>(_ type: Value.Type = Value.self, isolation: (any Actor)? = #isolation) throws -> Value {
        try _resolveUnqualifiedDependency(type, isolation: isolation)
    }

    /// Returns the instance bound to `type` under `name`.
    @inlinable
    public func resolve<Value>(
        _ type: Value.Type = Value.self,
        named name: String,
        isolation: (any Actor)? = #isolation
    ) throws -> Value {
        try _resolveDependency(type, qualifier: .named(name), arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type` under a qualifier value.
    @inlinable
    public func resolve<Value>(
        _ type: Value.Type = Value.self,
        qualifier: some Hashable & Sendable,
        isolation: (any Actor)? = #isolation
    ) throws -> Value {
        try _resolveDependency(type, qualifier: Qualifier(qualifier), arguments: nil, isolation: isolation)
    }

    /// Returns a new instance of `type` built from runtime arguments, passed to its factory in order.
    @inlinable
    public func resolve<Value, FirstArgument, each Argument>(
        _ type: Value.Type = Value.self,
        named name: String? = nil,
        arguments firstArgument: FirstArgument,
        _ argument: repeat each Argument,
        isolation: (any Actor)? = #isolation
    ) throws -> Value {
        try _resolveDependency(
            type,
            qualifier: name.map(Qualifier.named),
            arguments: _RuntimeArguments(firstArgument, repeat each argument),
            isolation: isolation
        )
    }
}

extension Resolving {
    /// Returns the instance bound to `type`, awaiting its factory if it is async (`AsyncRegister`).
    @inlinable
    public func resolveAsync<Value>(
        _ type: Value.Type = Value.self,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(type, qualifier: nil, arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type` under `name`, awaiting its factory if it is async.
    @inlinable
    public func resolveAsync<Value>(
        _ type: Value.Type = Value.self,
        named name: String,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(type, qualifier: .named(name), arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type` under a qualifier value, awaiting its factory if it is async.
    @inlinable
    public func resolveAsync<Value>(
        _ type: Value.Type = Value.self,
        qualifier: some Hashable & Sendable,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(type, qualifier: Qualifier(qualifier), arguments: nil, isolation: isolation)
    }

    /// Returns a new instance of `type` built from runtime arguments, awaiting its factory if it is async.
    @inlinable
    public func resolveAsync<Value, FirstArgument, each Argument>(
        _ type: Value.Type = Value.self,
        named name: String? = nil,
        arguments firstArgument: FirstArgument,
        _ argument: repeat each Argument,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(
            type,
            qualifier: name.map(Qualifier.named),
            arguments: _RuntimeArguments(firstArgument, repeat each argument),
            isolation: isolation
        )
    }
}
