/// A type the container builds from other bindings instead of from a registration: `T?`, `Lazy<T>`, `Provider<T>`, `[T]`, `[K: T]`.
protocol SynthesizedDependency {
    /// Builds the value from the container's bindings; `arguments` are passed on to the wrapped binding's factory.
    static func synthesize(
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        in container: Container,
        isolation: (any Actor)?
    ) throws -> Self
    /// Whether a request can be answered (an optional always can; a `Lazy<T>` when `T` can).
    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool
    /// The dependency a parameter of this type declares.
    static func dependency(qualifier: Qualifier?) -> Dependency
}

extension Optional: SynthesizedDependency {
    static func synthesize(
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        in container: Container,
        isolation: (any Actor)?
    ) throws -> Wrapped? {
        guard container.canResolve(Wrapped.self, qualifier: qualifier) else { return nil }
        return try container._resolveDependency(
            Wrapped.self, qualifier: qualifier, arguments: arguments, isolation: isolation)
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool { true }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Wrapped.self, qualifier: qualifier), kind: .optional)
    }
}

extension Array: SynthesizedDependency {
    static func synthesize(
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        in container: Container,
        isolation: (any Actor)?
    ) throws -> [Element] {
        try container.rejectArguments(arguments, for: [Element].self, qualifier: qualifier)
        if let wrapper = Element.self as? any DeferredDependency.Type {
            // `[Provider<Handler>]`: each contribution to the set of `Handler`, built later.
            return try wrapper.deferredSet(qualifier: qualifier, in: container, as: Element.self)
        }
        return try container.resolveSet(Element.self, qualifier: qualifier, isolation: isolation)
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool { true }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        let element = (Element.self as? any DeferredDependency.Type)?.valueType ?? Element.self
        return Dependency(key: AnyDependencyKey(element, qualifier: qualifier), kind: .multibinding)
    }
}

extension Dictionary: SynthesizedDependency {
    static func synthesize(
        qualifier: Qualifier?,
        arguments: _RuntimeArguments?,
        in container: Container,
        isolation: (any Actor)?
    ) throws -> [Key: Value] {
        try container.rejectArguments(arguments, for: [Key: Value].self, qualifier: qualifier)
        if let wrapper = Value.self as? any DeferredDependency.Type {
            // `[String: Provider<Handler>]`: each contribution to the map of `Handler`, built later.
            return try wrapper.deferredMap(qualifier: qualifier, in: container, as: [Key: Value].self)
        }
        return try container.resolveMap(Key.self, Value.self, qualifier: qualifier, isolation: isolation)
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool { true }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        let value = (Value.self as? any DeferredDependency.Type)?.valueType ?? Value.self
        return Dependency(key: AnyDependencyKey(value, qualifier: qualifier), kind: .multibinding)
    }
}

extension Container {
    /// Throws when runtime arguments are passed to a multibinding, which has no factory to take them.
    func rejectArguments(_ arguments: _RuntimeArguments?, for type: any Any.Type, qualifier: Qualifier?) throws {
        guard let arguments else { return }
        let key = AnyDependencyKey(type, qualifier: qualifier)
        throw ResolutionError(
            kind: .argumentMismatch(expected: nil, given: arguments.types),
            key: key,
            path: ResolutionContext.current.keys + [key]
        )
    }
}
