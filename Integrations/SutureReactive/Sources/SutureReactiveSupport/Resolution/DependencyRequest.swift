import SutureRuntime

/// What a reactive property wrapper asks a container for: a type, an optional qualifier, the caller's isolation.
package struct DependencyRequest<Value>: Sendable {
    private let qualifier: Qualifier?
    private let isolation: (any Actor)?

    /// Asks for `Value`, optionally named, with the isolation of the code that declares the wrapper.
    package init(named name: String?, isolation: (any Actor)?) {
        qualifier = name.map(Qualifier.named)
        self.isolation = isolation
    }

    /// Asks for `Value` qualified by a value, with the isolation of the code that declares the wrapper.
    package init(qualifier: some Hashable & Sendable, isolation: (any Actor)?) {
        self.qualifier = Qualifier(qualifier)
        self.isolation = isolation
    }

    /// Resolves the requested value from `container`.
    package func resolve(from container: Container) throws -> Value {
        try container._resolveDependency(Value.self, qualifier: qualifier, arguments: nil, isolation: isolation)
    }
}
