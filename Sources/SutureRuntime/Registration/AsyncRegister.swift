/// Registers how to build a `Value` with an async factory; only `resolveAsync` reaches it.
///
/// ```swift
/// Container {
///     AsyncRegister(Database.self) { r in try await Database.connect(to: try r.resolve()) }.scope(.singleton)
/// }
/// let database = try await container.resolveAsync(Database.self)
/// ```
///
/// A synchronous `resolve` of the key is a `ResolutionError` (once built, a shared instance is
/// returned by either). Async factories are a separate type, never an overload of `Register`, so a
/// closure's `await` never changes which one you get.
public struct AsyncRegister<Value>: Sendable {
    private let base: Register<Value>

    /// The registration `base`, for the modifiers.
    private init(base: Register<Value>) {
        self.base = base
    }

    /// Registers `type`, optionally named, built by an async `factory`.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Database.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as `resolveAsync(_:named:)`
    ///     asks for it; `nil` (the default) for the unqualified binding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds an instance, awaiting what it needs and resolving its own dependencies from the
    ///     `Resolver` it is given. What it throws fails the request with a `ResolutionError` of kind
    ///     `factoryFailed`.
    public init(
        _ type: Value.Type,
        named name: String? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @Sendable (Resolver) async throws -> Value
    ) {
        let site = RegistrationSite(fileID: fileID, line: line)
        base = Register(
            qualifier: .optional(named: name),
            site: site,
            argumentTypes: nil,
            dependencies: [],
            contribution: nil,
            asyncFactory: { resolver, _ in UncheckedSendable(value: try await factory(resolver)) },
            factory: AsyncRegister.synchronousRequestFails(named: name, site: site)
        )
    }

    /// Registers `type` built by an async `factory` from runtime arguments, passed by `resolveAsync(T.self, arguments:)`.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Database.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as
    ///     `resolveAsync(_:named:arguments:_:)` asks for it; `nil` (the default) for the unqualified binding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds a new instance from the `Resolver` it is given and the runtime arguments, in the order
    ///     `resolveAsync(_:named:arguments:_:)` passes them. What it throws fails the request with a
    ///     `ResolutionError` of kind `factoryFailed`.
    public init<FirstArgument, each Argument>(
        _ type: Value.Type,
        named name: String? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @Sendable (Resolver, FirstArgument, repeat each Argument) async throws -> Value
    ) {
        var types: [any Any.Type] = [FirstArgument.self]
        for argumentType in repeat (each Argument).self {
            types.append(argumentType)
        }
        let argumentTypes = types
        let site = RegistrationSite(fileID: fileID, line: line)
        base = Register(
            qualifier: .optional(named: name),
            site: site,
            argumentTypes: argumentTypes,
            dependencies: [],
            contribution: nil,
            asyncFactory: { resolver, arguments in
                guard let arguments, let values = arguments.values as? (FirstArgument, (repeat each Argument)) else {
                    throw ResolutionError(
                        kind: .argumentMismatch(expected: argumentTypes, given: arguments?.types),
                        key: AnyDependencyKey(Value.self, qualifier: .optional(named: name)),
                        path: AsyncFrame.current?.keys ?? [],
                        site: site
                    )
                }
                return UncheckedSendable(value: try await factory(resolver, values.0, repeat each values.1))
            },
            factory: AsyncRegister.synchronousRequestFails(named: name, site: site)
        )
    }

    /// The synchronous factory of an async registration: it explains how to reach the binding.
    private static func synchronousRequestFails(named name: String?, site: RegistrationSite)
        -> TypedEntry<Value>.Factory
    {
        .fromResolver { _ in
            let key = AnyDependencyKey(Value.self, qualifier: .optional(named: name))
            throw ResolutionError(
                kind: .requiresAsync(requester: nil),
                key: key,
                path: ResolutionContext.current.keys,
                site: site
            )
        }
    }

    /// Sets how long instances live (`.transient` unless set); a shared instance is built once for all async requests.
    ///
    /// - Parameter scope: `.transient`, `.singleton`, `.weak` (classes only), `.graph` or `.custom(name)`. A binding
    ///   built from runtime arguments must stay `.transient`: with another scope, every request for it and
    ///   `validate()` report a `ResolutionError` of kind `unsupportedScope`.
    /// - Returns: A copy of the registration with that scope.
    public func scope(_ scope: Scope) -> AsyncRegister {
        AsyncRegister(base: base.scope(scope))
    }

    /// Qualifies the key by any hashable, sendable value instead of a name.
    ///
    /// - Parameter qualifier: The value that tells this binding apart from others of the same type, such as an enum
    ///   case; `resolveAsync(_:qualifier:)` asks for it with an equal value. A `String` is the same as `named:`.
    /// - Returns: A copy of the registration under the qualified key.
    public func qualified(by qualifier: some Hashable & Sendable) -> AsyncRegister {
        AsyncRegister(base: base.qualified(by: qualifier))
    }

    /// Runs `body` on every newly built instance before anyone gets it.
    ///
    /// - Parameter body: Gets the `Resolver` and the new instance, which it may change; called after the `body` of
    ///   every `onResolved` before it. What it throws fails the request with a `ResolutionError` of kind
    ///   `factoryFailed`.
    /// - Returns: A copy of the registration that runs `body`.
    public func onResolved(_ body: @escaping @Sendable (Resolver, inout Value) throws -> Void) -> AsyncRegister {
        AsyncRegister(base: base.onResolved(body))
    }

    /// Declares keys the factory resolves, so `container.validate()` checks them without building anything.
    ///
    /// - Parameter dependencies: The keys the factory resolves, and how: `Dependency(Oven.self)`,
    ///   `Dependency(Starter.self, named: "rye")`, `Dependency(Lazy<Mixer>.self)`.
    /// - Returns: A copy of the registration that declares them too.
    public func dependencies(_ dependencies: Dependency...) -> AsyncRegister {
        AsyncRegister(base: base.appendingDependencies(dependencies))
    }

    /// Also answers async requests for `type` with the same instance and scope.
    ///
    /// - Parameters:
    ///   - type: The other type to answer, such as a protocol the value conforms to.
    ///   - convert: Turns the instance into an `Alias`: `{ $0 }` for a protocol the value conforms to.
    /// - Returns: A copy of the registration that also answers `Alias`, under the registration's qualifier.
    public func alias<Alias>(_ type: Alias.Type, _ convert: @escaping @Sendable (Value) -> Alias) -> AsyncRegister {
        AsyncRegister(base: base.alias(type, convert))
    }

    /// The registration with its type erased, as a container takes it.
    public var registration: Registration { base.registration }
}
