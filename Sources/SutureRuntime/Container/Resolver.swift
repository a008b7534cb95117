/// What a factory is given to resolve its own dependencies, from the container that is building it.
public struct Resolver: Resolving {
    /// The container that builds the instance: in an `overriding` child, the child.
    @usableFromInline let container: Container
    /// The actor of the code that asked for the instance being built.
    @usableFromInline let requesterIsolation: (any Actor)?

    @usableFromInline
    init(container: Container, requesterIsolation: (any Actor)?) {
        self.container = container
        self.requesterIsolation = requesterIsolation
    }

    /// Resolves from the container that is building the instance.
    ///
    /// - Parameters:
    ///   - type: The type of the binding.
    ///   - qualifier: The binding's qualifier, or `nil` for the unqualified binding.
    ///   - arguments: The runtime arguments for a factory that takes them, or `nil`.
    ///   - isolation: The caller's actor (`#isolation`): a binding isolated to a global actor is built only for a
    ///     caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func _resolveDependency<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value {
        try container._resolveDependency(type, qualifier: qualifier, arguments: arguments, isolation: isolation)
    }

    /// Resolves an unqualified request without arguments from the container that is building the instance.
    ///
    /// - Parameters:
    ///   - type: The type of the unqualified binding.
    ///   - isolation: The caller's actor (`#isolation`): a binding isolated to a global actor is built only for a
    ///     caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   runtime arguments, needs `resolveAsync`, or is isolated to an actor the caller is not on.
    @inlinable
    public func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value {
        try container._resolveUnqualifiedDependency(type, isolation: isolation)
    }

    /// Resolves from the container that is building the instance, awaiting async factories.
    ///
    /// - Parameters:
    ///   - type: The type of the binding.
    ///   - qualifier: The binding's qualifier, or `nil` for the unqualified binding.
    ///   - arguments: The runtime arguments for a factory that takes them, or `nil`.
    ///   - isolation: The caller's actor (`#isolation`), on which the request runs: a binding isolated to a global
    ///     actor is built only for a caller isolated to it.
    /// - Returns: The instance: a new one for a transient binding, the shared one for a scoped binding.
    /// - Throws: `ResolutionError` when the request cannot be served; its `kind` says why: nothing binds the key,
    ///   it is registered twice, a factory on the way throws, the request runs into a cycle, or the binding takes
    ///   other runtime arguments or is isolated to an actor the caller is not on.
    public func _resolveDependencyAsync<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> Value {
        try await container._resolveDependencyAsync(
            type, qualifier: qualifier, arguments: arguments, isolation: isolation)
    }
}
