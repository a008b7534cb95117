/// A type the container builds from other bindings instead of from a registration: `T?`, `Lazy<T>`, `Provider<T>`, `[T]`, `[K: T]`.
protocol SynthesizedDependency {
    /// Builds the value from the container's bindings.
    static func synthesize(qualifier: Qualifier?, in container: Container, isolation: (any Actor)?) throws -> Self
    /// Whether a request can be answered (an optional always can; a `Lazy<T>` when `T` can).
    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool
    /// The dependency a parameter of this type declares.
    static func dependency(qualifier: Qualifier?) -> Dependency
}

extension Optional: SynthesizedDependency {
    static func synthesize(qualifier: Qualifier?, in container: Container, isolation: (any Actor)?) throws -> Wrapped? {
        guard container.canResolve(Wrapped.self, qualifier: qualifier) else { return nil }
        return try container._resolveDependency(Wrapped.self, qualifier: qualifier, arguments: nil, isolation: isolation)
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool { true }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Wrapped.self, qualifier: qualifier), kind: .optional)
    }
}

extension Array: SynthesizedDependency {
    static func synthesize(qualifier: Qualifier?, in container: Container, isolation: (any Actor)?) throws -> [Element] {
        try container.resolveSet(Element.self, qualifier: qualifier, isolation: isolation)
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool { true }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Element.self, qualifier: qualifier), kind: .multibinding)
    }
}

extension Dictionary: SynthesizedDependency {
    static func synthesize(qualifier: Qualifier?, in container: Container, isolation: (any Actor)?) throws -> [Key: Value] {
        try container.resolveMap(Key.self, Value.self, qualifier: qualifier, isolation: isolation)
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool { true }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Value.self, qualifier: qualifier), kind: .multibinding)
    }
}
