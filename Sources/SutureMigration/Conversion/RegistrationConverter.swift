import SwiftSyntax

/// Decides what each Swinject registration becomes: it turns away what has no Suture equivalent (an unreadable name,
/// `initCompleted`, a factory that branches or keeps its resolver), reads the rest into a `BindingFactory`, and lets
/// the `BindingConverter` both migrations share choose `@Injectable` or a `@Provides` function.
package struct RegistrationConverter {
    /// What both migrations decide alike, and the keys converted so far.
    private var bindings: BindingConverter

    /// A converter over the types `declared` in the files read.
    package init(declared: [DeclaredType]) {
        bindings = BindingConverter(declared: declared)
    }

    /// Converts `registration`; call in source order, as the first of two registrations with one key wins.
    package mutating func convert(_ registration: SwinjectRegistration) -> Conversion {
        if let source = registration.unreadableName { return .left(.unreadableName(source)) }
        if let modifier = registration.unknownModifiers.first { return .left(.unknownModifier(modifier)) }
        if registration.hasInitCompleted { return .left(.initCompleted) }
        if Self.takesRuntimeArguments(registration), let scope = registration.scope, scope != .graph,
            scope != .transient
        {
            return .left(.scopedWithArguments)
        }
        let key = registration.serviceType + (registration.name.map { " named \"\($0)\"" } ?? "")
        if let earlier = bindings.earlierConversion(of: key) { return .left(.sameKey(key, earlier)) }
        let conversion =
            switch registration.call {
            case .register: convertFactory(registration)
            case .autoregister: convertAutoregistration(registration)
            }
        bindings.record(conversion, key: key, at: registration.location)
        return conversion
    }

    /// Whether resolving the registration takes runtime arguments.
    private static func takesRuntimeArguments(_ registration: SwinjectRegistration) -> Bool {
        guard registration.autoregisteredArgumentTypes.isEmpty else { return true }
        return registration.factory.map { FactoryClosure($0).runtimeArguments.isEmpty == false } ?? false
    }

    /// The factory as both migrations read one: Swinject's default scope is `.graph`, and a factory with runtime
    /// arguments has none in Suture (it builds anew on every call).
    private static func bindingFactory(
        _ registration: SwinjectRegistration, statements: CodeBlockItemListSyntax, sites: [ResolveSite],
        runtimeArguments: [FactoryClosure.RuntimeArgument], resolver: String?, takesArguments: Bool
    ) -> BindingFactory {
        let module = moduleName(for: registration)
        return BindingFactory(
            serviceType: registration.serviceType,
            name: registration.name,
            scope: takesArguments ? nil : (registration.scope ?? .graph).sutureArgument,
            forwardedTypes: registration.forwardedTypes,
            statements: statements,
            sites: sites,
            runtimeArguments: runtimeArguments,
            knownNames: Set([resolver].compactMap { $0 }),
            module: module,
            modulePath: BindingFactory.modulePath(module, beside: registration.location.path),
            origin: registration.assembly ?? registration.location.path,
            imports: registration.fileImports,
            functionName: BindingConverter.lowerCamel(registration.serviceType)
                + BindingConverter.upperCamel(registration.name ?? "")
        )
    }

    // MARK: - register

    private mutating func convertFactory(_ registration: SwinjectRegistration) -> Conversion {
        guard let closure = registration.factory else { return .left(.factoryNotAClosure) }
        let closureFactory = FactoryClosure(closure)
        if ControlFlowFinder.branches(in: closureFactory.statements) { return .left(.conditional) }
        let uses =
            closureFactory.resolver.map { ResolverUses(of: $0, in: closureFactory.statements) } ?? ResolverUses()
        if uses.keptInClosure { return .left(.resolverKeptInClosure) }
        if let other = uses.otherUses.first { return .left(.resolverUsedOtherwise(other)) }
        if let wrapper = uses.sites.compactMap(\.type).first(where: Self.isSwinjectWrapper) {
            return .left(.swinjectWrapper(wrapper))
        }
        let factory = Self.bindingFactory(
            registration, statements: closureFactory.statements, sites: uses.sites,
            runtimeArguments: closureFactory.runtimeArguments, resolver: closureFactory.resolver,
            takesArguments: !closureFactory.runtimeArguments.isEmpty)
        if let injectable = bindings.injectable(factory, isWeak: registration.scope == .weak) { return injectable }
        return bindings.provider(factory)
    }

    /// `ServiceAssembly` → `ServiceModule`; registrations outside an assembly join `<File>Module`.
    private static func moduleName(for registration: SwinjectRegistration) -> String {
        if let assembly = registration.assembly {
            let base = assembly.hasSuffix("Assembly") ? String(assembly.dropLast("Assembly".count)) : assembly
            return (base.isEmpty ? "Migrated" : base) + "Module"
        }
        let file = registration.location.path.split(separator: "/").last.map(String.init) ?? "Migrated"
        let base = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return BindingConverter.upperCamel(base) + "Module"
    }

    // MARK: - autoregister

    private mutating func convertAutoregistration(_ registration: SwinjectRegistration) -> Conversion {
        guard let reference = registration.initializer, let target = TypeReference.initializer(reference) else {
            return .left(.initializerNotFound(registration.initializer?.trimmedDescription ?? "(none)"))
        }
        guard let type = bindings.types[target.type] else {
            return .left(.initializerNotFound(reference.trimmedDescription))
        }
        if type.isGeneric { return .left(.generic(type.name)) }
        let candidates = type.initializers.filter { initializer in
            !initializer.isFailable && (target.labels.map { $0 == initializer.labels } ?? true)
        }
        guard candidates.count == 1, let initializer = candidates.first, bindings.canAnnotate(type) else {
            return .left(.initializerNotFound(reference.trimmedDescription))
        }
        if registration.scope == .weak, type.kind != .class { return .left(.weakValueType(type.name)) }
        var edits: [TextEdit] = []
        var remaining = registration.autoregisteredArgumentTypes[...]
        for parameter in initializer.parameters {
            guard let next = remaining.first, BindingConverter.sameType(next, parameter.type),
                let offset = parameter.insertionOffset
            else { continue }
            edits.append(TextEdit(path: type.path, offset: offset, text: "@Argument "))
            remaining = remaining.dropFirst()
        }
        guard remaining.isEmpty else { return .left(.initializerNotFound(reference.trimmedDescription)) }
        let factory = Self.bindingFactory(
            registration, statements: CodeBlockItemListSyntax([]), sites: [], runtimeArguments: [], resolver: nil,
            takesArguments: !registration.autoregisteredArgumentTypes.isEmpty)
        return BindingConverter.annotating(type, initializer: initializer, for: factory, parameterEdits: edits)
    }

    /// `Lazy<T>`, `Provider<T>`, `Swinject.Lazy<T>`: Swinject's wrappers, which Suture's own names would shadow.
    private static func isSwinjectWrapper(_ type: String) -> Bool {
        let bare = type.hasPrefix("Swinject.") ? String(type.dropFirst("Swinject.".count)) : type
        return bare.hasPrefix("Lazy<") || bare.hasPrefix("Provider<")
    }
}
