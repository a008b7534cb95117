extension Register {
    /// Registers a type isolated to the main actor, built by a `@MainActor` factory.
    ///
    /// ```swift
    /// Register(ProfileModel.self, on: MainActor.self) { r in ProfileModel(api: try r.resolve()) }
    /// ```
    ///
    /// The container builds it only for a caller isolated to the main actor, as the caller's
    /// `#isolation` says (every `resolve` passes it implicitly); from anywhere else the request is a
    /// `ResolutionError`, never a data race. From nonisolated async code, hop first:
    /// `await MainActor.run { try container.resolve(ProfileModel.self) }`. `validate()` reports a
    /// nonisolated registration that declares a dependency on it.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Logger.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as `resolve(_:named:)` and
    ///     `@Named` ask for it; `nil` (the default) for the unqualified binding.
    ///   - actor: `MainActor.self`: the factory runs on the main actor, and only a caller isolated to the main
    ///     actor can resolve the binding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds an instance on the main actor, resolving its own dependencies from the `Resolver` it is
    ///     given. What it throws fails the request with a `ResolutionError` of kind `factoryFailed`.
    public init(
        _ type: Value.Type,
        named name: String? = nil,
        on actor: MainActor.Type,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @MainActor @Sendable (Resolver) throws -> Value
    ) {
        self.init(
            named: name,
            contribution: nil,
            site: RegistrationSite(fileID: fileID, line: line),
            mainActorFactory: factory
        )
    }

    /// Registers a main-actor type built from runtime arguments by a `@MainActor` factory.
    ///
    /// - Parameters:
    ///   - type: The type the binding answers: `Logger.self`, or a protocol the built value conforms to.
    ///   - name: A name that tells this binding apart from others of the same type, as `resolve(_:named:)` and
    ///     `@Named` ask for it; `nil` (the default) for the unqualified binding.
    ///   - actor: `MainActor.self`: the factory runs on the main actor, and only a caller isolated to the main
    ///     actor can resolve the binding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds a new instance on the main actor from the `Resolver` it is given and the runtime
    ///     arguments, in the order `resolve(_:named:arguments:_:)` passes them. What it throws fails the request
    ///     with a `ResolutionError` of kind `factoryFailed`.
    public init<FirstArgument, each Argument>(
        _ type: Value.Type,
        named name: String? = nil,
        on actor: MainActor.Type,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @MainActor @Sendable (Resolver, FirstArgument, repeat each Argument) throws -> Value
    ) {
        let site = RegistrationSite(fileID: fileID, line: line)
        let key = AnyDependencyKey(Value.self, qualifier: .optional(named: name))
        @Sendable func build(_ resolver: Resolver, _ first: FirstArgument, _ rest: repeat each Argument) throws -> Value
        {
            // The arguments stay on this thread: `run` calls the factory right here.
            let arguments = UncheckedSendable(value: (first, (repeat each rest)))
            return try MainActorFactory.run(for: resolver, key: key, site: site) {
                try factory(resolver, arguments.value.0, repeat each arguments.value.1)
            }
        }
        let register = Register(type, named: name, fileID: fileID, line: line, build)
        var rareFields = register.rareFields
        rareFields.isolation = .mainActor
        self = register.changing(rareFields: rareFields)
    }

    /// Contributes one element or map entry to a multibinding, built by a `@MainActor` factory.
    ///
    /// - Parameters:
    ///   - type: The element type: the multibinding is `[Value]`, or `[K: Value]` for a map entry.
    ///   - name: A name that tells this multibinding apart from others of the same element type, as
    ///     `resolve([Value].self, named:)` asks for it; `nil` (the default) for the unqualified one.
    ///   - multibinding: `.set` to add the instance as one element of `[Value]`, or `.map(key:)` to add it as the
    ///     entry under that key of `[K: Value]`.
    ///   - actor: `MainActor.self`: the factory runs on the main actor, and only a caller isolated to the main
    ///     actor can resolve the multibinding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds the element on the main actor, resolving its own dependencies from the `Resolver` it is
    ///     given. What it throws fails the request with a `ResolutionError` of kind `factoryFailed`.
    public init(
        _ type: Value.Type,
        named name: String? = nil,
        into multibinding: Multibinding,
        on actor: MainActor.Type,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @MainActor @Sendable (Resolver) throws -> Value
    ) {
        self.init(
            named: name,
            contribution: multibinding,
            site: RegistrationSite(fileID: fileID, line: line),
            mainActorFactory: factory
        )
    }

    /// Contributes every element of the array a `@MainActor` factory returns to the `[Element]` multibinding.
    ///
    /// - Parameters:
    ///   - type: The array type, `[Element].self`.
    ///   - name: A name that tells this multibinding apart from others of the same element type, as
    ///     `resolve([Element].self, named:)` asks for it; `nil` (the default) for the unqualified one.
    ///   - contribution: `.elements`.
    ///   - actor: `MainActor.self`: the factory runs on the main actor, and only a caller isolated to the main
    ///     actor can resolve the multibinding.
    ///   - fileID: The file of the registration, for messages; leave the default, `#fileID`.
    ///   - line: The line of the registration, for messages; leave the default, `#line`.
    ///   - factory: Builds the array on the main actor when `[Element]` is resolved; its elements join the
    ///     multibinding in order. What it throws fails the request with a `ResolutionError` of kind `factoryFailed`.
    public init<Element>(
        _ type: Value.Type,
        named name: String? = nil,
        into contribution: ElementsContribution,
        on actor: MainActor.Type,
        fileID: String = #fileID,
        line: Int = #line,
        _ factory: @escaping @MainActor @Sendable (Resolver) throws -> Value
    ) where Value == [Element] {
        self.init(
            named: name,
            contribution: Multibinding(kind: .elements(elementType: Element.self)),
            site: RegistrationSite(fileID: fileID, line: line),
            mainActorFactory: factory
        )
    }

    /// A registration or contribution whose factory runs on the main actor, for the initializers above.
    private init(
        named name: String?,
        contribution: Multibinding?,
        site: RegistrationSite,
        mainActorFactory factory: @escaping @MainActor @Sendable (Resolver) throws -> Value
    ) {
        let key = AnyDependencyKey(Value.self, qualifier: .optional(named: name))
        self.init(
            qualifier: key.qualifier,
            site: site,
            argumentTypes: nil,
            dependencies: [],
            contribution: contribution,
            isolation: .mainActor,
            factory: .fromResolver { resolver in
                try MainActorFactory.run(for: resolver, key: key, site: site) { try factory(resolver) }
            }
        )
    }

    /// Runs `body` on every newly built instance, on the main actor: property injection for a main-actor type.
    ///
    /// - Parameters:
    ///   - actor: `MainActor.self`: `body` runs on the main actor, so only a caller isolated to the main actor can
    ///     resolve the binding.
    ///   - body: Gets the `Resolver` and the new instance, which it may change; called after the `body` of every
    ///     `onResolved` before it. What it throws fails the request with a `ResolutionError` of kind
    ///     `factoryFailed`.
    /// - Returns: A copy of the registration that runs `body`.
    public func onResolved(
        on actor: MainActor.Type,
        _ body: @escaping @MainActor @Sendable (Resolver, inout Value) throws -> Void
    ) -> Register {
        let key = registration.key
        let site = registration.site
        return onResolved { resolver, value in
            nonisolated(unsafe) var shared = value
            try MainActorFactory.run(for: resolver, key: key, site: site) { try body(resolver, &shared) }
            value = shared
        }
    }
}

/// Runs a `@MainActor` factory for a request, after checking that the requester is isolated to the main actor.
enum MainActorFactory {
    static func run<Result>(
        for resolver: Resolver,
        key: AnyDependencyKey,
        site: RegistrationSite,
        _ body: @MainActor () throws -> Result
    ) throws -> Result {
        guard let requester = resolver.requesterIsolation,
            ObjectIdentifier(requester) == ObjectIdentifier(MainActor.shared)
        else {
            throw ResolutionError(
                kind: .isolationMismatch(.mainActor, requester: nil),
                key: key,
                path: ResolutionContext.current.keys,
                site: site
            )
        }
        // `assumeIsolated` runs the closure right here, on this thread: nothing crosses an actor boundary.
        nonisolated(unsafe) var built: Result?
        try MainActor.assumeIsolated {
            built = try body()
        }
        guard let built else {
            throw ResolutionError(kind: .missingBinding, key: key, path: ResolutionContext.current.keys)
        }
        return built
    }
}
