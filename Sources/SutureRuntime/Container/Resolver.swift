/// What a factory is given to resolve its own dependencies, from the container that is building it.
public struct Resolver: Resolving {
    /// The container that builds the instance: in an `overriding` child, the child.
    let container: Container

    init(container: Container) {
        self.container = container
    }

    /// Resolves from the container that is building the instance.
    public func resolveDependency<Value>(_ type: Value.Type, qualifier: Qualifier?, arguments: RuntimeArguments?)
        throws -> Value
    {
        try container.resolveDependency(type, qualifier: qualifier, arguments: arguments)
    }
}
