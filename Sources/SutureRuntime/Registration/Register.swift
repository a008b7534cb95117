/// Registers how to build a `Value` in a `Container`: its key, factory, scope and what it depends on.
///
/// ```swift
/// Container {
///     Register(Logger.self) { _ in ConsoleLogger() }.scope(.singleton)
///     Register(Starter.self, named: "wheat") { _ in Starter(grain: .wheat) }
///     Register(Order.self) { (r, customer: String, loaves: Int) in
///         Order(customer: customer, loaves: loaves, oven: try r.resolve())
///     }
/// }
/// ```
public struct Register<Value>: Sendable {
    // Internal and usable from inlinable code, so that `registration` is specialized where a type is registered.
    // Few words, and every one a `let`: a result builder's block copies the `Register` it builds and destroys both
    // unless every field is a constant (with a `var` the optimiser keeps the copy), so the modifiers make new values.
    @usableFromInline let qualifier: Qualifier?
    @usableFromInline let scopeValue: Scope
    @usableFromInline let isEager: Bool
    @usableFromInline let site: RegistrationSite
    @usableFromInline let factory: TypedEntry<Value>.Factory
    /// What most registrations leave empty, in one object that copies of the registration share; nil when all is empty.
    @usableFromInline let rareFieldsBox: RegisterRareFieldsBox<Value>?

    /// Inlinable, so the public initializers that call it set the fields specialized, without generic metadata.
    @inlinable
    init(
        qualifier: Qualifier?,
        site: RegistrationSite,
        argumentTypes: [any Any.Type]?,
        dependencies: [Dependency],
        contribution: Multibinding?,
        isolation: Isolation? = nil,
        asyncFactory: TypedEntry<Value>.AsyncFactory? = nil,
        factory: TypedEntry<Value>.Factory
    ) {
        self.qualifier = qualifier
        scopeValue = .transient
        isEager = false
        self.site = site
        self.factory = factory
        rareFieldsBox =
            argumentTypes != nil || !dependencies.isEmpty || contribution != nil || isolation != nil
                || asyncFactory != nil
            ? RegisterRareFieldsBox(
                RegisterRareFields(
                    argumentTypes: argumentTypes,
                    declaredDependencies: dependencies,
                    contribution: contribution,
                    isolation: isolation,
                    asyncFactory: asyncFactory
                )
            )
            : nil
    }

    /// A copy with the qualifier, scope, eagerness or rare fields given; each one left nil stays as it is.
    func changing(
        qualifier: Qualifier? = nil,
        scope: Scope? = nil,
        isEager: Bool? = nil,
        rareFields: RegisterRareFields<Value>? = nil
    ) -> Register {
        Register(
            qualifier: qualifier ?? self.qualifier,
            scope: scope ?? scopeValue,
            isEager: isEager ?? self.isEager,
            site: site,
            factory: factory,
            rareFieldsBox: rareFields.map(RegisterRareFieldsBox.init) ?? rareFieldsBox
        )
    }

    private init(
        qualifier: Qualifier?,
        scope: Scope,
        isEager: Bool,
        site: RegistrationSite,
        factory: TypedEntry<Value>.Factory,
        rareFieldsBox: RegisterRareFieldsBox<Value>?
    ) {
        self.qualifier = qualifier
        scopeValue = scope
        self.isEager = isEager
        self.site = site
        self.factory = factory
        self.rareFieldsBox = rareFieldsBox
    }

    /// The fields most registrations leave empty: the shared object's, or all empty.
    var rareFields: RegisterRareFields<Value> { rareFieldsBox?.fields ?? RegisterRareFields() }

    /// The multibinding it contributes to, if it is a contribution.
    @inlinable var contribution: Multibinding? { rareFieldsBox?.fields.contribution }

    /// Registers `type`, optionally named, built by `factory` from the resolver it is given.
    ///
    /// The factory is kept as given, not wrapped: a registration whose factory captures values allocates only
    /// the factory's own context.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Logger.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as `resolve(_:named:)` and
    ///     `@Named` ask for it; `nil` (the default) for the unqualified binding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds an instance, resolving its own dependencies from the `Resolver` it is given. What it
    ///     throws fails the request with a `ResolutionError` of kind `factoryFailed`.
    @inlinable
    public init(
        _ type: Value.Type,
        named name: String? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @Sendable (Resolver) throws -> Value
    ) {
        self.init(
            qualifier: .optional(named: name),
            site: RegistrationSite(fileID: fileID, line: line),
            argumentTypes: nil,
            dependencies: [],
            contribution: nil,
            factory: .fromResolver(factory)
        )
    }

    /// Registers `type` built from runtime arguments: `resolve(T.self, arguments: a, b)` passes them in order.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Logger.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as `resolve(_:named:)` and
    ///     `@Named` ask for it; `nil` (the default) for the unqualified binding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds a new instance from the `Resolver` it is given and the runtime arguments, in the order
    ///     `resolve(_:named:arguments:_:)` passes them. What it throws fails the request with a `ResolutionError`
    ///     of kind `factoryFailed`.
    @inlinable
    public init<FirstArgument, each Argument>(
        _ type: Value.Type,
        named name: String? = nil,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @Sendable (Resolver, FirstArgument, repeat each Argument) throws -> Value
    ) {
        var types: [any Any.Type] = [FirstArgument.self]
        for argumentType in repeat (each Argument).self {
            types.append(argumentType)
        }
        let argumentTypes = types
        self.init(
            qualifier: .optional(named: name),
            site: RegistrationSite(fileID: fileID, line: line),
            argumentTypes: argumentTypes,
            dependencies: [],
            contribution: nil,
            factory: .fromResolverAndArguments { resolver, arguments in
                guard let arguments, let values = arguments.values as? (FirstArgument, (repeat each Argument)) else {
                    throw Register.argumentMismatch(
                        expected: argumentTypes,
                        given: arguments,
                        named: name,
                        site: RegistrationSite(fileID: fileID, line: line)
                    )
                }
                return try factory(resolver, values.0, repeat each values.1)
            }
        )
    }

    /// The error for runtime arguments that do not match the ones the factory takes.
    @usableFromInline
    static func argumentMismatch(
        expected: [any Any.Type],
        given arguments: _RuntimeArguments?,
        named name: String?,
        site: RegistrationSite
    ) -> ResolutionError {
        ResolutionError(
            kind: .argumentMismatch(expected: expected, given: arguments?.types),
            key: AnyDependencyKey(Value.self, qualifier: .optional(named: name)),
            path: ResolutionContext.current.keys,
            site: site
        )
    }

    /// Registers `type` built by a function whose every parameter is resolved by type, such as `BrandPalette.init(flags:guards:)`.
    ///
    /// A parameter is resolved as the key of its type: optionals, `Lazy`, `Provider` and multibindings work, but a
    /// function-typed parameter (an assisted factory such as `(String) -> Vase`) is a missing binding here. Mark the
    /// type `@Injectable`, whose registration asks for the factory, or write the factory and call
    /// `r.resolveFactory(Vase.self, arguments: String.self)` yourself.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Logger.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as `resolve(_:named:)` and
    ///     `@Named` ask for it; `nil` (the default) for the unqualified binding.
    ///   - function: Builds the instance, such as an initializer: `Kitchen.init(oven:thermometer:)`. Each of its
    ///     parameters is resolved by its type and declared as a dependency, so `validate()` checks it. What it
    ///     throws fails the request with a `ResolutionError` of kind `factoryFailed`.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    public init<each Parameter>(
        _ type: Value.Type,
        named name: String? = nil,
        using function: @escaping @Sendable (repeat each Parameter) throws -> Value,
        fileID: String = #fileID,
        line: Int = #line
    ) {
        var dependencies: [Dependency] = []
        for parameterType in repeat (each Parameter).self {
            dependencies.append(Dependency(parameterType))
        }
        self.init(
            qualifier: .optional(named: name),
            site: RegistrationSite(fileID: fileID, line: line),
            argumentTypes: nil,
            dependencies: dependencies,
            contribution: nil,
            factory: .fromResolver { resolver in
                try function(repeat resolver.resolve((each Parameter).self, isolation: resolver.requesterIsolation))
            }
        )
    }

    /// Contributes one element to the `[Value]` multibinding (`into: .set`) or one entry to `[K: Value]` (`into: .map(key:)`).
    ///
    /// - Parameters:
    ///   - type: The element type: the multibinding is `[Value]`, or `[K: Value]` for a map entry.
    ///   - name: A name that tells this multibinding apart from others of the same element type, as
    ///     `resolve([Value].self, named:)` asks for it; `nil` (the default) for the unqualified one.
    ///   - multibinding: `.set` to add the instance as one element of `[Value]`, or `.map(key:)` to add it as the
    ///     entry under that key of `[K: Value]`.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds the element, resolving its own dependencies from the `Resolver` it is given. What it
    ///     throws fails the request for the multibinding with a `ResolutionError` of kind `factoryFailed`.
    public init(
        _ type: Value.Type,
        named name: String? = nil,
        into multibinding: Multibinding,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @Sendable (Resolver) throws -> Value
    ) {
        self.init(
            qualifier: .optional(named: name),
            site: RegistrationSite(fileID: fileID, line: line),
            argumentTypes: nil,
            dependencies: [],
            contribution: multibinding,
            factory: .fromResolver(factory)
        )
    }

    /// Contributes every element of the array `factory` returns to the `[Element]` multibinding (`into: .elements`).
    ///
    /// - Parameters:
    ///   - type: The array type, `[Element].self`.
    ///   - name: A name that tells this multibinding apart from others of the same element type, as
    ///     `resolve([Element].self, named:)` asks for it; `nil` (the default) for the unqualified one.
    ///   - contribution: `.elements`.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds the array when `[Element]` is resolved; its elements join the multibinding in order.
    ///     What it throws fails the request with a `ResolutionError` of kind `factoryFailed`.
    public init<Element>(
        _ type: Value.Type,
        named name: String? = nil,
        into contribution: ElementsContribution,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @Sendable (Resolver) throws -> Value
    ) where Value == [Element] {
        self.init(
            qualifier: .optional(named: name),
            site: RegistrationSite(fileID: fileID, line: line),
            argumentTypes: nil,
            dependencies: [],
            contribution: Multibinding(kind: .elements(elementType: Element.self)),
            factory: .fromResolver(factory)
        )
    }

    /// Sets how long instances live (`.transient` unless set).
    ///
    /// - Parameter scope: `.transient`, `.singleton`, `.weak` (classes only), `.graph` or `.custom(name)`. A binding
    ///   built from runtime arguments must stay `.transient`: with another scope, every request for it and
    ///   `validate()` report a `ResolutionError` of kind `unsupportedScope`.
    /// - Returns: A copy of the registration with that scope.
    public func scope(_ scope: Scope) -> Register {
        changing(scope: scope)
    }

    /// Builds the instance when the container is created; a transient binding becomes a singleton.
    ///
    /// - Returns: A copy of the registration, built when a container is created from it. If the factory fails, the
    ///   first request for the key and `validate()` report the failure.
    public func eager() -> Register {
        changing(scope: scopeValue == .transient ? .singleton : scopeValue, isEager: true)
    }

    /// Qualifies the key by any hashable, sendable value instead of a name.
    ///
    /// - Parameter qualifier: The value that tells this binding apart from others of the same type, such as an enum
    ///   case; `resolve(_:qualifier:)` asks for it with an equal value. A `String` is the same as `named:`.
    /// - Returns: A copy of the registration under the qualified key.
    public func qualified(by qualifier: some Hashable & Sendable) -> Register {
        changing(qualifier: Qualifier(qualifier))
    }

    /// Runs `body` on every newly built instance before anyone gets it: property injection, configuration.
    ///
    /// - Parameter body: Gets the `Resolver` and the new instance, which it may change; called after the `body` of
    ///   every `onResolved` before it. What it throws fails the request with a `ResolutionError` of kind
    ///   `factoryFailed`.
    /// - Returns: A copy of the registration that runs `body`.
    public func onResolved(_ body: @escaping @Sendable (Resolver, inout Value) throws -> Void) -> Register {
        var rareFields = rareFields
        if let previous = rareFields.completion {
            rareFields.completion = { resolver, value in
                try previous(resolver, &value)
                try body(resolver, &value)
            }
        } else {
            rareFields.completion = body
        }
        return changing(rareFields: rareFields)
    }

    /// Declares keys the factory resolves, so `container.validate()` checks them without building anything.
    ///
    /// - Parameter dependencies: The keys the factory resolves, and how: `Dependency(Oven.self)`,
    ///   `Dependency(Starter.self, named: "rye")`, `Dependency(Lazy<Mixer>.self)`.
    /// - Returns: A copy of the registration that declares them too.
    public func dependencies(_ dependencies: Dependency...) -> Register {
        appendingDependencies(dependencies)
    }

    func appendingDependencies(_ dependencies: [Dependency]) -> Register {
        var rareFields = rareFields
        rareFields.declaredDependencies += dependencies
        return changing(rareFields: rareFields)
    }

    /// Also answers requests for `type` (a protocol the value conforms to) with the same instance and scope.
    ///
    /// - Parameters:
    ///   - type: The other type to answer, such as a protocol the value conforms to.
    ///   - convert: Turns the instance into an `Alias`: `{ $0 }` for a protocol the value conforms to.
    /// - Returns: A copy of the registration that also answers `Alias`, under the registration's qualifier.
    public func alias<Alias>(_ type: Alias.Type, _ convert: @escaping @Sendable (Value) -> Alias) -> Register {
        var rareFields = rareFields
        rareFields.aliases.append(
            AliasRegistration(type: type) { primary, qualifier in
                // The primary entry a registration of `Value` makes is a `TypedEntry<Value>`, always.
                Register.aliasEntry(
                    of: unsafeDowncast(primary, to: TypedEntry<Value>.self), as: Alias.self, qualifier: qualifier,
                    convert: convert)
            }
        )
        return changing(rareFields: rareFields)
    }

    /// An entry for `Alias` that hands out the primary entry's instance, converted.
    private static func aliasEntry<Alias>(
        of primary: TypedEntry<Value>,
        as type: Alias.Type,
        qualifier: Qualifier?,
        convert: @escaping @Sendable (Value) -> Alias
    ) -> TypedEntry<Alias> {
        var asyncFactory: TypedEntry<Alias>.AsyncFactory?
        if primary.asyncFactory != nil {
            asyncFactory = { resolver, arguments in
                let built = try await primary.boxedInstanceAsync(
                    in: resolver.container,
                    arguments: arguments,
                    isolation: resolver.requesterIsolation
                )
                return UncheckedSendable(value: convert(built.value))
            }
        }
        return TypedEntry<Alias>(
            key: AnyDependencyKey(Alias.self, qualifier: qualifier),
            scope: .transient,
            site: primary.site,
            dependencies: [Dependency(key: primary.key, kind: .required)],
            argumentTypes: primary.argumentTypes,
            isEager: false,
            isolation: primary.isolation,
            aliasSource: AliasSource(primary: primary) { copy in
                // A copy of the primary entry is a `TypedEntry<Value>` too.
                Register.aliasEntry(
                    of: unsafeDowncast(copy, to: TypedEntry<Value>.self), as: Alias.self, qualifier: qualifier,
                    convert: convert)
            },
            factory: primary.argumentTypes == nil
                ? .fromResolver { resolver in
                    convert(try primary.instance(in: resolver.container, isolation: resolver.requesterIsolation))
                }
                : .fromResolverAndArguments { resolver, arguments in
                    convert(
                        try primary.instance(
                            in: resolver.container,
                            arguments: arguments,
                            isolation: resolver.requesterIsolation
                        )
                    )
                },
            asyncFactory: asyncFactory,
            completion: nil
        )
    }

    /// The registration with its type erased, as a container takes it.
    ///
    /// Inlinable, so that the entry type and the code that makes it are specialized where the value's type is
    /// known: unspecialized, each registration looked up their generic metadata and copied fields through value
    /// witnesses. The entries are made now; the registration decides from them which containers share them.
    @inlinable
    public var registration: Registration {
        // The elements of an array join the set of their own type.
        let contribution = contribution
        let key: AnyDependencyKey
        if case .elements(let elementType)? = contribution?.kind {
            key = AnyDependencyKey(elementType, qualifier: qualifier)
        } else {
            key = AnyDependencyKey(Value.self, qualifier: qualifier)
        }
        return Registration(contribution: contribution, entries: makeEntries(key: key))
    }

    /// The registration's primary entry under `key`, and its aliases' entries.
    @inlinable
    func makeEntries(key: AnyDependencyKey) -> RegistrationEntries {
        // Two calls, not one reading each rare field through the optional: that copied the fields of every
        // registration (2,420 instructions per registration of a name against 2,144).
        guard let rareFields = rareFieldsBox?.fields else {
            let primary = TypedEntry<Value>(
                key: key,
                scope: scopeValue,
                site: site,
                dependencies: [],
                argumentTypes: nil,
                isEager: isEager,
                factory: factory,
                completion: nil
            )
            return RegistrationEntries(primary: primary, aliases: [])
        }
        let primary = TypedEntry<Value>(
            key: key,
            scope: scopeValue,
            site: site,
            dependencies: rareFields.declaredDependencies,
            argumentTypes: rareFields.argumentTypes,
            isEager: isEager,
            isolation: rareFields.isolation,
            factory: factory,
            asyncFactory: rareFields.asyncFactory,
            completion: rareFields.completion
        )
        return RegistrationEntries(
            primary: primary, aliases: rareFields.aliases.map { $0.makeEntry(primary, qualifier) })
    }
}

/// The fields of a `Register` that most registrations leave empty.
@usableFromInline
struct RegisterRareFields<Value>: Sendable {
    /// The runtime argument types the factory takes; nil when it takes none.
    @usableFromInline var argumentTypes: [any Any.Type]?
    /// The keys the factory declares it resolves (`dependencies(_:)`).
    @usableFromInline var declaredDependencies: [Dependency]
    /// The multibinding it contributes to, if it is a contribution.
    @usableFromInline var contribution: Multibinding?
    /// The global actor the factory runs on, if any.
    @usableFromInline var isolation: Isolation?
    /// The async factory, for an `AsyncRegister`.
    @usableFromInline var asyncFactory: TypedEntry<Value>.AsyncFactory?
    /// What runs on each new instance (`onResolved`), if anything.
    @usableFromInline var completion: TypedEntry<Value>.Completion?
    /// The other types that answer with the same instance (`alias`).
    @usableFromInline var aliases: [AliasRegistration]

    @inlinable
    init(
        argumentTypes: [any Any.Type]? = nil,
        declaredDependencies: [Dependency] = [],
        contribution: Multibinding? = nil,
        isolation: Isolation? = nil,
        asyncFactory: TypedEntry<Value>.AsyncFactory? = nil,
        completion: TypedEntry<Value>.Completion? = nil,
        aliases: [AliasRegistration] = []
    ) {
        self.argumentTypes = argumentTypes
        self.declaredDependencies = declaredDependencies
        self.contribution = contribution
        self.isolation = isolation
        self.asyncFactory = asyncFactory
        self.completion = completion
        self.aliases = aliases
    }
}

/// The rare fields of a `Register`, shared by its copies; a modifier that changes them makes a new one.
@usableFromInline
final class RegisterRareFieldsBox<Value>: Sendable {
    @usableFromInline let fields: RegisterRareFields<Value>

    @inlinable
    init(_ fields: RegisterRareFields<Value>) {
        self.fields = fields
    }
}
