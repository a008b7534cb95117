/// A dependency that builds a new value on every `get()` (for a transient binding; a scoped one returns its shared instance).
///
/// A container checks that the value can be resolved when it hands the `Provider` out; `get()` stops
/// the program only if the factory fails later (use `value()` to get the error instead).
public struct Provider<Value> {
    private let make: @Sendable ((any Actor)?) throws -> Value

    /// Wraps a function that builds a value on every call; hand-written wiring and generated components use it.
    public init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = { _ in try make() }
    }

    /// Wraps a function that is told the actor of the code that asks for a value.
    init(isolatedMake make: @escaping @Sendable ((any Actor)?) throws -> Value) {
        self.make = make
    }

    /// A value. Stops with the full `ResolutionError` if building fails.
    public func get(isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line) -> Value {
        do {
            return try make(isolation)
        } catch {
            stopWithResolutionFailure(
                error,
                accessor: "Provider<\(TypeName.describe(Value.self))>.get()",
                file: file,
                line: line
            )
        }
    }

    /// A value; throws if building fails.
    public func value(isolation: (any Actor)? = #isolation) throws -> Value {
        try make(isolation)
    }
}

extension Provider: Sendable where Value: Sendable {}

extension Provider: SynthesizedDependency {
    static func synthesize(qualifier: Qualifier?, in container: Container, isolation: (any Actor)?) throws
        -> Provider<Value>
    {
        try container.checkDeferredRequest(for: Value.self, qualifier: qualifier)
        return Provider(isolatedMake: { isolation in
            try container.resolveDependency(Value.self, qualifier: qualifier, arguments: nil, isolation: isolation)
        })
    }

    static func isAvailable(qualifier: Qualifier?, in container: Container) -> Bool {
        container.canResolve(Value.self, qualifier: qualifier)
    }

    static func dependency(qualifier: Qualifier?) -> Dependency {
        Dependency(key: AnyDependencyKey(Value.self, qualifier: qualifier), kind: .deferred)
    }
}

extension Container {
    /// Checks, before handing out a `Lazy` or `Provider`, that its value can be built later without arguments.
    func checkDeferredRequest(for type: any Any.Type, qualifier: Qualifier?) throws {
        let key = AnyDependencyKey(type, qualifier: qualifier)
        if let (entry, _) = entryAndOwner(for: type, qualifier: qualifier) {
            if let expected = entry.argumentTypes {
                throw ResolutionError(
                    kind: .argumentMismatch(expected: expected, given: nil),
                    key: key,
                    path: ResolutionContext.current.keys + [key],
                    site: entry.site
                )
            }
            return
        }
        if let sites = duplicateSites(for: key) {
            throw ResolutionError(
                kind: .duplicateBinding(sites: sites),
                key: key,
                path: ResolutionContext.current.keys + [key]
            )
        }
        if !canResolve(type, qualifier: qualifier) {
            throw missingBinding(key)
        }
    }
}
