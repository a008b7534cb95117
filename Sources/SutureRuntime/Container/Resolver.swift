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
    @inlinable
    public func _resolveUnqualifiedDependency<Value>(_ type: Value.Type, isolation: (any Actor)?) throws -> Value {
        try container._resolveUnqualifiedDependency(type, isolation: isolation)
    }

    /// Resolves from the container that is building the instance, awaiting async factories.
    public func _resolveDependencyAsync<Value>(
        _ type: Value.Type,
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        isolation: isolated (any Actor)?
    ) async throws -> Value {
        try await container._resolveDependencyAsync(type, qualifier: qualifier, arguments: arguments, isolation: isolation)
    }
}
