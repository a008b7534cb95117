import Atomics

/// One binding as a container holds it: its key, scope, dependencies and where it was registered.
///
/// An entry that keeps instances belongs to one container: an `overriding` container makes its own copy of such an
/// entry (`madeAgain()`) the first time it needs one, so scope caches are never shared.
@usableFromInline
class Entry: @unchecked Sendable {
    // The one-byte fields lie in the gaps the alignment of the words leaves: the flag and six more before the key,
    // two after it (the key takes 25 bytes).

    /// Whether a container has taken this entry (see `takeForContainer()`); read and written only atomically.
    ///
    /// The first stored property of the root class, so it lies right after the object header, where
    /// `takeForContainer()` finds it.
    private var takenWord = UInt8.AtomicRepresentation(0)
    /// Whether the instance is built when the container is created.
    let isEager: Bool
    /// Whether the factory is async, so only `resolveAsync` can build the instance.
    let isAsync: Bool
    /// Whether the registration itself has a mistake (`configurationProblem`); a flag, since the mistake's
    /// description takes 42 bytes that nearly every entry would keep empty.
    let hasConfigurationProblem: Bool
    /// Whether the key has a qualifier, kept so that filling a container's tables copies no key.
    let isQualified: Bool
    /// Whether the entry answers an `alias` of another registration's key (`primaryKey` is set).
    let isAlias: Bool
    /// Whether the entry keeps no instance between requests (a transient binding, or an alias of one), so two
    /// containers may share it: each request still builds through the container that asked (see `overriding`).
    let holdsNoInstance: Bool
    /// The key the binding answers.
    let key: AnyDependencyKey
    /// Whether a request goes straight to the factory: a transient binding with no registration mistake.
    @usableFromInline let isPlainTransient: Bool
    /// Whether a new instance needs its completion run (a completion to run, or a weak scope to check).
    @usableFromInline let needsCompletion: Bool
    /// How long instances live.
    let scope: Scope
    /// Where the binding was registered.
    let site: RegistrationSite
    /// The keys the binding declares it needs.
    let dependencies: [Dependency]
    /// The runtime argument types the factory takes; nil when it takes none.
    @usableFromInline let argumentTypes: [any Any.Type]?
    /// What few bindings have (an actor, an alias's source, an async factory, a completion), in one object that most
    /// entries go without.
    @usableFromInline let rareFields: EntryRareFields?
    /// The identity of the key's type, kept so that filling a container's tables copies no key.
    let typeIdentifier: ObjectIdentifier

    /// The global actor the factory runs on, if any.
    var isolation: Isolation? { rareFields?.isolation }
    /// For a key registered with `alias`, the primary entry it hands out and how to make it again over a copy of that.
    var aliasSource: AliasSource? { rareFields?.aliasSource }

    init(
        key: AnyDependencyKey,
        scope: Scope,
        site: RegistrationSite,
        dependencies: [Dependency],
        argumentTypes: [any Any.Type]?,
        isEager: Bool,
        isAsync: Bool,
        needsCompletion: Bool,
        rareFields: EntryRareFields?
    ) {
        self.key = key
        // A registration mistake (`configurationProblem`) always involves a shared scope.
        isPlainTransient = scope == .transient
        self.needsCompletion = needsCompletion
        self.scope = scope
        self.site = site
        self.dependencies = dependencies
        self.argumentTypes = argumentTypes
        self.isEager = isEager
        self.isAsync = isAsync
        self.rareFields = rareFields
        let aliasSource = rareFields?.aliasSource
        typeIdentifier = key.typeIdentifier
        isQualified = key.qualifier != nil
        isAlias = aliasSource != nil
        holdsNoInstance = scope == .transient && aliasSource?.primary.holdsNoInstance ?? true
        hasConfigurationProblem = argumentTypes != nil && scope != .transient && aliasSource == nil
    }

    /// Takes this entry for a container: true for the first caller only, from any thread. A registration that keeps
    /// instances hands its entries to the first container that takes them, and copies to every other one.
    final func takeForContainer() -> Bool {
        let taken = UnsafeAtomic<UInt8>(
            at: _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: UInt8.AtomicRepresentation.self))
        return taken.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged
    }

    /// For a key registered with `alias`, the key of the binding that builds the instance.
    var primaryKey: AnyDependencyKey? { aliasSource?.primary.key }

    /// A mistake in the registration itself, reported on every request and by `validate()`: runtime arguments with
    /// a shared scope.
    var configurationProblem: ResolutionError.Kind? {
        guard hasConfigurationProblem else { return nil }
        return .unsupportedScope(
            scope,
            reason: "it takes runtime arguments, and a shared instance would keep only the first ones"
        )
    }

    /// Builds or fetches the instance without knowing its type (eager construction).
    func prepareEagerly(in container: Container, isolation: (any Actor)?) throws {}

    /// Records a failure that the next request rethrows.
    func recordFailure(_ error: any Error) {}

    /// Forgets the stored instance of the binding's scope; whether there was one.
    func resetInstance() -> Bool { false }

    /// A new primary entry for the same binding with empty scope caches, for another container (see `overriding`).
    ///
    /// Not for an alias: its copy is made by its `aliasSource`, over the other container's copy of its primary entry.
    func madeAgain() -> Entry { self }
}

/// A binding whose instances have type `Value`.
@usableFromInline
final class TypedEntry<Value>: Entry, @unchecked Sendable {
    @usableFromInline typealias Factory = EntryFactory<Value>
    @usableFromInline typealias ArgumentsFactory = @Sendable (Resolver, _RuntimeArguments?) throws -> Value
    @usableFromInline typealias Completion = @Sendable (Resolver, inout Value) throws -> Void
    @usableFromInline typealias AsyncFactory =
        @Sendable (Resolver, _RuntimeArguments?) async throws -> UncheckedSendable<Value>

    /// The factory of a binding built from the resolver alone, as most are. A binding built from runtime arguments
    /// keeps its factory in the rare fields, and this one only reports a request without arguments: a request passes
    /// arguments exactly when the binding takes them (`checkRequest`).
    @usableFromInline let factory: @Sendable (Resolver) throws -> Value
    /// Where the scope keeps the instance; nil for a transient or graph binding. A singleton cell's word is read
    /// inline on the fast path; every other cell's stays empty, so the same read finds nothing there.
    @usableFromInline let cell: InstanceCell<Value>?

    /// The async factory, for an `AsyncRegister`.
    var asyncFactory: AsyncFactory? { typedRareFields?.asyncFactory }
    /// What runs on each new instance, if anything.
    private var completion: Completion? { typedRareFields?.completion }
    /// The rare fields, as the typed object this entry made them. Inlinable and without a closure, so a request
    /// with runtime arguments reaches them without looking up generic metadata.
    @inlinable var typedRareFields: TypedEntryRareFields<Value>? {
        guard let rareFields else { return nil }
        return unsafeDowncast(rareFields, to: TypedEntryRareFields<Value>.self)
    }

    @usableFromInline
    init(
        key: AnyDependencyKey,
        scope: Scope,
        site: RegistrationSite,
        dependencies: [Dependency],
        argumentTypes: [any Any.Type]?,
        isEager: Bool,
        isolation: Isolation? = nil,
        aliasSource: AliasSource? = nil,
        factory: Factory,
        asyncFactory: AsyncFactory? = nil,
        completion: Completion?
    ) {
        var argumentsFactory: ArgumentsFactory?
        switch factory {
        case .fromResolver(let build): self.factory = build
        case .fromResolverAndArguments(let build):
            // Never called (`checkRequest` keeps requests without arguments away); if it were, it answers as that does.
            self.factory = { _ in
                throw ResolutionError(
                    kind: .argumentMismatch(expected: argumentTypes, given: nil),
                    key: key,
                    path: ResolutionContext.current.keys,
                    site: site
                )
            }
            argumentsFactory = build
        }
        // Switched here rather than through `InstanceCell.make`, so a transient binding instantiates no
        // cell type: with thousands of registered types, each generic instantiation is a look-up.
        switch scope {
        case .transient, .graph: self.cell = nil
        case .singleton: self.cell = SingletonCell<Value>()
        case .custom: self.cell = ResettableCell<Value>()
        case .weak: self.cell = WeakCell<Value>()
        }
        let hasRareFields =
            isolation != nil || aliasSource != nil || argumentsFactory != nil || asyncFactory != nil
            || completion != nil
        super.init(
            key: key,
            scope: scope,
            site: site,
            dependencies: dependencies,
            argumentTypes: argumentTypes,
            isEager: isEager,
            isAsync: asyncFactory != nil,
            needsCompletion: completion != nil || scope == .weak,
            rareFields: hasRareFields
                ? TypedEntryRareFields<Value>(
                    isolation: isolation, aliasSource: aliasSource, argumentsFactory: argumentsFactory,
                    asyncFactory: asyncFactory, completion: completion)
                : nil
        )
    }

    /// The instance for one request, from the scope's cache or newly built.
    ///
    /// Inlinable so that a built singleton is one dictionary look-up and one atomic load, specialized
    /// in the caller's module.
    @inlinable
    func instance(in container: Container, arguments: _RuntimeArguments?, isolation: (any Actor)?) throws -> Value {
        if arguments == nil, let cell, let word = cell.publishedInstance.load(ordering: .acquiring) {
            return SingletonCell<Value>.value(published: word)
        }
        if isPlainTransient, (argumentTypes == nil) == (arguments == nil) {
            // The thread's context, unretained (the thread keeps it alive).
            return try ThreadLocalContext.unretainedCurrent._withUnsafeGuaranteedRef { context in
                try produceInstance(in: container, arguments: arguments, isolation: isolation, context: context)
            }
        }
        return try instanceSlowly(in: container, arguments: arguments, isolation: isolation)
    }

    /// `instance(in:arguments:isolation:)` for a request without runtime arguments, the common one: no optional
    /// arguments to test, pass on and destroy.
    @inlinable
    func instance(in container: Container, isolation: (any Actor)?) throws -> Value {
        if let cell, let word = cell.publishedInstance.load(ordering: .acquiring) {
            return SingletonCell<Value>.value(published: word)
        }
        if isPlainTransient, argumentTypes == nil {
            return try ThreadLocalContext.unretainedCurrent._withUnsafeGuaranteedRef { context in
                try produceInstance(in: container, arguments: nil, isolation: isolation, context: context)
            }
        }
        return try instanceSlowly(in: container, arguments: nil, isolation: isolation)
    }

    /// Runs the factory and the completion with this entry on the path; inlined so it is specialized.
    @inlinable
    func produceInstance(
        in container: Container,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?,
        context: ResolutionContext
    ) throws -> Value {
        try context.enter(self)
        defer { context.leave() }
        let resolver = Resolver(container: container, requesterIsolation: isolation)
        do {
            var value =
                if let arguments {
                    try buildFromArguments(resolver, arguments: arguments)
                } else {
                    try factory(resolver)
                }
            if needsCompletion {
                try complete(&value, resolver: resolver, context: context)
            }
            return value
        } catch {
            throw factoryError(error, context: context)
        }
    }

    /// Runs the factory that takes runtime arguments, kept in the rare fields. Inlinable, so it is specialized where
    /// the request is made: unspecialized, reaching the typed rare fields looked up their generic metadata each time.
    @inlinable
    func buildFromArguments(_ resolver: Resolver, arguments: _RuntimeArguments) throws -> Value {
        guard let argumentsFactory = typedRareFields?.argumentsFactory else {
            // `checkRequest` lets arguments through only to a binding that takes them; this answers rather than traps.
            throw unexpectedArguments(arguments)
        }
        return try argumentsFactory(resolver, arguments)
    }

    /// The error for runtime arguments given to a binding that takes none.
    @usableFromInline
    func unexpectedArguments(_ arguments: _RuntimeArguments) -> ResolutionError {
        argumentMismatch(given: arguments, path: ResolutionContext.current.keys)
    }

    /// A factory's failure as the request sees it: a `ResolutionError` passes through, anything else is wrapped.
    @usableFromInline
    func factoryError(_ error: any Error, context: ResolutionContext) -> any Error {
        if error is ResolutionError { return error }
        return ResolutionError(kind: .factoryFailed(error), key: key, path: context.keys, site: site)
    }

    /// `complete` with the path of the thread's context.
    @usableFromInline
    func complete(_ value: inout Value, resolver: Resolver, context: ResolutionContext) throws {
        try complete(&value, resolver: resolver, path: { context.keys })
    }

    @usableFromInline
    func instanceSlowly(
        in container: Container,
        arguments: _RuntimeArguments?,
        isolation: (any Actor)?
    ) throws -> Value {
        if let cell, arguments == nil, let value = cell.cachedValue() {
            return value
        }
        let context = ResolutionContext.current
        if hasConfigurationProblem || (argumentTypes == nil) != (arguments == nil) {
            try checkRequest(arguments: arguments, path: { context.keys + [key] })
        }
        let request = Request(container: container, arguments: arguments, isolation: isolation)
        switch scope {
        case .transient:
            return try produce(request, context: context)
        case .graph:
            let identifier = ObjectIdentifier(self)
            if let shared = context.currentGraph(creatingIfNeeded: false)?.instance(for: identifier, as: Value.self) {
                return shared
            }
            let value = try produce(request, context: context)
            context.currentGraph(creatingIfNeeded: true)?.keep(value, for: identifier)
            return value
        case .singleton, .custom, .weak:
            guard let cell else {
                return try produce(request, context: context)
            }
            return try ConstructionMonitor.shared.instance(of: cell, key: key, site: site, context: context) {
                try produce(request, context: context)
            }
        }
    }

    /// Runs the factory and the completion with this entry on the path.
    private func produce(_ request: Request, context: ResolutionContext) throws -> Value {
        try produceInstance(
            in: request.container,
            arguments: request.arguments,
            isolation: request.isolation,
            context: context
        )
    }

    /// Rejects a request the registration cannot serve: a mistake in the registration, or the wrong arguments.
    func checkRequest(arguments: _RuntimeArguments?, path: () -> [AnyDependencyKey]) throws {
        if let configurationProblem {
            throw ResolutionError(kind: configurationProblem, key: key, path: path(), site: site)
        }
        if (argumentTypes == nil) != (arguments == nil) {
            throw argumentMismatch(given: arguments, path: path())
        }
    }

    /// The error for a request whose runtime arguments are not the ones the factory takes.
    func argumentMismatch(given arguments: _RuntimeArguments?, path: [AnyDependencyKey]) -> ResolutionError {
        ResolutionError(
            kind: .argumentMismatch(expected: argumentTypes, given: arguments?.types), key: key, path: path, site: site)
    }

    /// Runs the completion on a newly built value and checks that the scope can hold it.
    func complete(_ value: inout Value, resolver: Resolver, path: () -> [AnyDependencyKey]) throws {
        if let completion {
            try completion(resolver, &value)
        }
        if case .weak = scope, !(type(of: value as Any) is AnyClass) {
            throw ResolutionError(
                kind: .unsupportedScope(
                    .weak,
                    reason: "the factory built a \(TypeName.describe(type(of: value as Any))), which is not a class"
                ),
                key: key,
                path: path(),
                site: site
            )
        }
    }

    override func prepareEagerly(in container: Container, isolation: (any Actor)?) throws {
        _ = try instance(in: container, arguments: nil, isolation: isolation)
    }

    override func recordFailure(_ error: any Error) {
        guard let cell else { return }
        ConstructionMonitor.shared.recordFailure(error, in: cell)
    }

    override func resetInstance() -> Bool {
        cell?.reset() ?? false
    }

    override func madeAgain() -> Entry {
        TypedEntry(
            key: key,
            scope: scope,
            site: site,
            dependencies: dependencies,
            argumentTypes: argumentTypes,
            isEager: isEager,
            isolation: isolation,
            factory: typedRareFields?.argumentsFactory.map { .fromResolverAndArguments($0) } ?? .fromResolver(factory),
            asyncFactory: asyncFactory,
            completion: completion
        )
    }
}

/// One request on its way to a factory: the container that builds, the runtime arguments and the caller's actor.
struct Request {
    let container: Container
    let arguments: _RuntimeArguments?
    let isolation: (any Actor)?
}
