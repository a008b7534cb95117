/// Anything that resolves dependencies: a `Container`, or the `Resolver` a factory is given.
public protocol Resolving: Sendable {
    /// Returns the instance bound to `type` and `qualifier`, passing runtime `arguments` to its factory.
    ///
    /// Every `resolve` overload comes down to this call. `isolation` is the caller's actor
    /// (`#isolation`): a binding isolated to a global actor is built only for a caller isolated to it.
    ///
    /// - Parameters:
    ///   - type: The type of the binding.
    ///   - qualifier: The binding's qualifier, or `nil` for the unqualified binding.
    ///   - arguments: The runtime arguments for a factory that takes them, or `nil`.
    ///   - isolation: The caller's actor (`#isolation`).
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    func _resolveDependency<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value

    /// Returns the instance bound to `type`, without a qualifier or runtime arguments: the most common request, on
    /// a path that carries neither (passing `nil` for both cost a request more than its table probe).
    ///
    /// - Parameters:
    ///   - type: The type of the unqualified binding.
    ///   - isolation: The caller's actor: a binding isolated to a global actor is built only for a caller isolated
    ///     to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value

    /// Returns the instance bound to `type` and `qualifier`, awaiting an async factory where the binding has one.
    ///
    /// - Parameters:
    ///   - type: The type of the binding.
    ///   - qualifier: The binding's qualifier, or `nil` for the unqualified binding.
    ///   - arguments: The runtime arguments for a factory that takes them, or `nil`.
    ///   - isolation: The caller's actor, on which the request runs: a binding isolated to a global actor is built
    ///     only for a caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments or is isolated to an actor the caller is not on.
    func _resolveDependencyAsync<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> Value
}

extension Resolving {
    /// Returns the instance bound to `type` through the general path, for a conforming type without a faster one.
    ///
    /// - Parameters:
    ///   - type: The type of the unqualified binding.
    ///   - isolation: The caller's actor: a binding isolated to a global actor is built only for a caller isolated
    ///     to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value {
        try _resolveDependency(type, qualifier: nil, arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type`; the type may be inferred: `let oven: Oven = try r.resolve()`.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - isolation: The caller's actor. Leave the default, `#isolation`: a binding registered
    ///     `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func resolve<Value>(_ type: Value.Type = Value.self, isolation: (any Actor)? = #isolation) throws -> Value {
        try _resolveUnqualifiedDependency(type, isolation: isolation)
    }

    /// Returns the instance bound to `type` under `name`.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - name: The name the binding was registered under: `named: "rye"`.
    ///   - isolation: The caller's actor. Leave the default, `#isolation`: a binding registered
    ///     `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func resolve<Value>(
        _ type: Value.Type = Value.self,
        named name: String,
        isolation: (any Actor)? = #isolation
    ) throws -> Value {
        try _resolveDependency(type, qualifier: .named(name), arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type` under a qualifier value.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - qualifier: A value equal to the one the binding was qualified by with `qualified(by:)`; a `String` is
    ///     the same as a name.
    ///   - isolation: The caller's actor. Leave the default, `#isolation`: a binding registered
    ///     `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func resolve<Value>(
        _ type: Value.Type = Value.self,
        qualifier: some Hashable & Sendable,
        isolation: (any Actor)? = #isolation
    ) throws -> Value {
        try _resolveDependency(type, qualifier: Qualifier(qualifier), arguments: nil, isolation: isolation)
    }

    /// Returns a new instance of `type` built from runtime arguments, passed to its factory in order.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - name: The name the binding was registered under, or `nil` (the default) for the unqualified binding.
    ///   - firstArgument: The first runtime argument, of the first type the binding's factory takes.
    ///   - argument: The other runtime arguments, in the order the factory takes them.
    ///   - isolation: The caller's actor. Leave the default, `#isolation`: a binding registered
    ///     `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: A new instance, built by the binding's factory from these arguments.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
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
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - isolation: The caller's actor, on which the request runs. Leave the default, `#isolation`: a binding
    ///     registered `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments or is isolated to an actor the caller is not on.
    @inlinable
    public func resolveAsync<Value>(
        _ type: Value.Type = Value.self,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(type, qualifier: nil, arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type` under `name`, awaiting its factory if it is async.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - name: The name the binding was registered under: `named: "rye"`.
    ///   - isolation: The caller's actor, on which the request runs. Leave the default, `#isolation`: a binding
    ///     registered `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments or is isolated to an actor the caller is not on.
    @inlinable
    public func resolveAsync<Value>(
        _ type: Value.Type = Value.self,
        named name: String,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(type, qualifier: .named(name), arguments: nil, isolation: isolation)
    }

    /// Returns the instance bound to `type` under a qualifier value, awaiting its factory if it is async.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - qualifier: A value equal to the one the binding was qualified by with `qualified(by:)`; a `String` is
    ///     the same as a name.
    ///   - isolation: The caller's actor, on which the request runs. Leave the default, `#isolation`: a binding
    ///     registered `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments or is isolated to an actor the caller is not on.
    @inlinable
    public func resolveAsync<Value>(
        _ type: Value.Type = Value.self,
        qualifier: some Hashable & Sendable,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await _resolveDependencyAsync(type, qualifier: Qualifier(qualifier), arguments: nil, isolation: isolation)
    }

    /// Returns a new instance of `type` built from runtime arguments, awaiting its factory if it is async.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; leave it out where the result's type says it.
    ///   - name: The name the binding was registered under, or `nil` (the default) for the unqualified binding.
    ///   - firstArgument: The first runtime argument, of the first type the binding's factory takes.
    ///   - argument: The other runtime arguments, in the order the factory takes them.
    ///   - isolation: The caller's actor, on which the request runs. Leave the default, `#isolation`: a binding
    ///     registered `on: MainActor.self` is built only for a caller on the main actor.
    /// - Returns: A new instance, built by the binding's factory from these arguments.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments or is isolated to an actor the caller is not on.
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
