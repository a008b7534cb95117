import SwiftSyntax

/// Decides what each registration becomes: `@Injectable` where the factory only calls one initializer of a declared
/// type with resolved dependencies and runtime arguments, a `@Provides` function where the factory is any other
/// expression of resolved values, and otherwise a reason it was left.
package struct RegistrationConverter {
    /// The types the files declare, by name; a name declared twice is not used.
    private let types: [String: DeclaredType]
    /// The keys (type and name) converted so far, and from where.
    private var convertedKeys: [String: SourcePosition] = [:]
    /// The types given `@Injectable` so far.
    private var annotatedTypes: Set<String> = []
    /// The function names used so far in each module.
    private var functionNames: [String: Set<String>] = [:]

    /// A converter over the types `declared` in the files read.
    package init(declared: [DeclaredType]) {
        var byName: [String: DeclaredType] = [:]
        var repeated: Set<String> = []
        for type in declared {
            if byName[type.name] != nil { repeated.insert(type.name) }
            byName[type.name] = type
        }
        for name in repeated { byName[name] = nil }
        types = byName
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
        if let earlier = convertedKeys[key] { return .left(.sameKey(key, earlier)) }
        let conversion =
            switch registration.call {
            case .register: convertFactory(registration)
            case .autoregister: convertAutoregistration(registration)
            }
        switch conversion {
        case .injectable(let injectable):
            annotatedTypes.insert(injectable.type.name)
            convertedKeys[key] = registration.location
        case .provider:
            convertedKeys[key] = registration.location
        case .left:
            break
        }
        return conversion
    }

    /// Whether resolving the registration takes runtime arguments.
    private static func takesRuntimeArguments(_ registration: SwinjectRegistration) -> Bool {
        guard registration.autoregisteredArgumentTypes.isEmpty else { return true }
        return registration.factory.map { FactoryClosure($0).runtimeArguments.isEmpty == false } ?? false
    }

    // MARK: - register

    private mutating func convertFactory(_ registration: SwinjectRegistration) -> Conversion {
        guard let closure = registration.factory else { return .left(.factoryNotAClosure) }
        let factory = FactoryClosure(closure)
        if ControlFlowFinder.branches(in: factory.statements) { return .left(.conditional) }
        let uses = factory.resolver.map { ResolverUses(of: $0, in: factory.statements) } ?? ResolverUses()
        if uses.keptInClosure { return .left(.resolverKeptInClosure) }
        if let other = uses.otherUses.first { return .left(.resolverUsedOtherwise(other)) }
        if let wrapper = uses.sites.compactMap(\.type).first(where: Self.isSwinjectWrapper) {
            return .left(.swinjectWrapper(wrapper))
        }
        if let injectable = injectable(registration, factory: factory, uses: uses) { return injectable }
        return provider(registration, factory: factory, uses: uses)
    }

    /// `@Injectable` when the factory is one call of a declared type's initializer whose every argument is a
    /// resolved dependency of the parameter's own type, or the next runtime argument.
    private func injectable(
        _ registration: SwinjectRegistration, factory: FactoryClosure, uses: ResolverUses
    ) -> Conversion? {
        guard let call = factory.singleExpression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let typeName = Self.constructedType(call.calledExpression), let type = types[typeName],
            !annotatedTypes.contains(typeName), !type.isAnnotated, !type.isGeneric
        else { return nil }
        let labels = call.arguments.map { $0.label?.text }
        guard let (initializer, parameters) = Self.initializer(of: type, labels: labels) else { return nil }
        var edits: [TextEdit] = []
        var nextArgument = 0
        for (argument, parameter) in zip(call.arguments, parameters) {
            if let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                nextArgument < factory.runtimeArguments.count,
                reference.baseName.text == factory.runtimeArguments[nextArgument].name
            {
                let written = factory.runtimeArguments[nextArgument].type
                guard written == nil || Self.sameType(written ?? "", parameter.type),
                    let offset = parameter.insertionOffset
                else { return nil }
                edits.append(TextEdit(path: type.path, offset: offset, text: "@Argument "))
                nextArgument += 1
                continue
            }
            guard let site = uses.sites.first(where: { $0.node.id == argument.expression.id }) else { return nil }
            if let written = site.type {
                let expected = site.isOptional ? written + "?" : written
                guard Self.sameType(expected, parameter.type) else { return nil }
            } else if site.isOptional {
                return nil
            }
            if let name = site.name {
                guard let offset = parameter.insertionOffset else { return nil }
                edits.append(TextEdit(path: type.path, offset: offset, text: "@Named(\"\(name)\") "))
            }
        }
        guard nextArgument == factory.runtimeArguments.count else { return nil }
        if registration.scope == .weak, type.kind != .class { return .left(.weakValueType(type.name)) }
        return Self.annotating(
            type, initializer: initializer, for: registration, takesArguments: !factory.runtimeArguments.isEmpty,
            parameterEdits: edits)
    }

    /// `@Injectable` on `type`, with `@Inject` on `initializer` when the type has several, after `parameterEdits`
    /// (`@Named`, `@Argument`).
    private static func annotating(
        _ type: DeclaredType, initializer: DeclaredInitializer?, for registration: SwinjectRegistration,
        takesArguments: Bool, parameterEdits: [TextEdit]
    ) -> Conversion {
        var edits = parameterEdits
        if let initializer, type.initializers.count > 1, !initializer.isMarkedInject {
            edits.append(
                TextEdit(
                    path: type.path, offset: initializer.insertionOffset, text: "@Inject\n" + initializer.indentation)
            )
        }
        let attribute = injectableAttribute(registration, typeName: type.name, takesArguments: takesArguments)
        edits.insert(
            TextEdit(path: type.path, offset: type.insertionOffset, text: attribute + "\n" + type.indentation), at: 0)
        return .injectable(InjectableConversion(type: type, attribute: attribute, edits: edits))
    }

    /// `@Injectable(as: Service.self, named: "n", scope: .graph)`, leaving out what is the default.
    private static func injectableAttribute(
        _ registration: SwinjectRegistration, typeName: String, takesArguments: Bool
    ) -> String {
        var arguments: [String] = []
        var keys = registration.serviceType == typeName ? [] : [registration.serviceType]
        keys += registration.forwardedTypes.filter { $0 != typeName && !keys.contains($0) }
        if !keys.isEmpty { arguments.append("as: " + keys.map(TypeReference.metatype).joined(separator: ", ")) }
        if let name = registration.name { arguments.append("named: \"\(name)\"") }
        if !takesArguments, let scope = (registration.scope ?? .graph).sutureArgument {
            arguments.append("scope: \(scope)")
        }
        return arguments.isEmpty ? "@Injectable" : "@Injectable(\(arguments.joined(separator: ", ")))"
    }

    /// The type a call constructs: `Cat(…)` or `Cat.init(…)`.
    private static func constructedType(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
            reference.baseName.text.first?.isUppercase == true
        {
            return reference.baseName.text
        }
        if let access = callee.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
            let base = access.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text
        }
        return nil
    }

    /// The declared initializer a call with `labels` reaches (nil for a memberwise or implicit one), with its
    /// parameters.
    private static func initializer(
        of type: DeclaredType, labels: [String?]
    ) -> (DeclaredInitializer?, [DeclaredParameter])? {
        if type.initializers.isEmpty {
            switch type.kind {
            case .struct:
                guard type.memberwiseParameters.map(\.label) == labels else { return nil }
                return (nil, type.memberwiseParameters)
            case .class, .actor:
                return labels.isEmpty ? (nil, []) : nil
            }
        }
        let matching = type.initializers.filter { $0.labels == labels && !$0.isFailable }
        guard matching.count == 1, let initializer = matching.first else { return nil }
        return (initializer, initializer.parameters)
    }

    /// Whether two spellings name one type: spaces and a leading `any` do not count.
    private static func sameType(_ first: String, _ second: String) -> Bool {
        normalized(first) == normalized(second)
    }

    private static func normalized(_ type: String) -> String {
        var text = type.filter { !$0.isWhitespace }
        if text.hasPrefix("any") && text.count > 3 && text.dropFirst(3).first?.isUppercase == true {
            text.removeFirst(3)
        }
        return text
    }

    // MARK: - @Provides

    private mutating func provider(
        _ registration: SwinjectRegistration, factory: FactoryClosure, uses: ResolverUses
    ) -> Conversion {
        if !registration.forwardedTypes.isEmpty { return .left(.forwardedFromProvider(registration.forwardedTypes)) }
        if uses.sites.contains(where: { $0.type == nil }) { return .left(.inferredResolve) }
        let known = Set(factory.runtimeArguments.map(\.name) + [factory.resolver].compactMap { $0 })
        if let captured = CapturedNames.first(in: factory.statements, excluding: known, sites: uses.sites) {
            return .left(.capturesName(captured))
        }
        var parameters: [String] = []
        var labels: [String] = []
        var replacements: [(ResolveSite, String)] = []
        var names: Set<String> = []
        var byKey: [String: String] = [:]
        for site in uses.sites {
            let type = site.isOptional ? Self.optional(site.type ?? "") : (site.type ?? "")
            let key = type + "|" + (site.name ?? "")
            if let existing = byKey[key] {
                replacements.append((site, existing))
                continue
            }
            let name = Self.unique(Self.lowerCamel(site.name ?? site.type ?? "value"), in: &names)
            byKey[key] = name
            replacements.append((site, name))
            labels.append(name)
            parameters.append((site.name.map { "@Named(\"\($0)\") " } ?? "") + "\(name): \(type)")
        }
        for argument in factory.runtimeArguments {
            guard let type = argument.type ?? inferredType(of: argument.name, in: factory) else {
                return .left(.untypedArgument(argument.name))
            }
            names.insert(argument.name)
            labels.append(argument.name)
            parameters.append("@Argument \(argument.name): \(type)")
        }
        let module = Self.moduleName(for: registration)
        var used = functionNames[module] ?? []
        let functionName = Self.unique(
            Self.lowerCamel(registration.serviceType) + Self.upperCamel(registration.name ?? ""), in: &used)
        functionNames[module] = used
        var options: [String] = []
        if let name = registration.name { options.append("named: \"\(name)\"") }
        if factory.runtimeArguments.isEmpty, let scope = (registration.scope ?? .graph).sutureArgument {
            options.append("scope: \(scope)")
        }
        let attribute = options.isEmpty ? "@Provides" : "@Provides(\(options.joined(separator: ", ")))"
        let body = FunctionBody.text(of: factory.statements, replacing: replacements)
        let source = """
                \(attribute)
                static func \(functionName)(\(parameters.joined(separator: ", "))) -> \(registration.serviceType) {
            \(body)
                }
            """
        let folder = registration.location.path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let modulePath = (folder.isEmpty ? "" : folder.joined(separator: "/") + "/") + module + ".swift"
        return .provider(
            ProviderConversion(
                module: module, modulePath: modulePath, imports: registration.fileImports,
                functionName: functionName, parameterLabels: labels, source: source))
    }

    /// The type of a runtime argument passed straight to a declared initializer (`Cat(name: name)`).
    private func inferredType(of argument: String, in factory: FactoryClosure) -> String? {
        guard let call = factory.singleExpression?.as(FunctionCallExprSyntax.self),
            let typeName = Self.constructedType(call.calledExpression), let type = types[typeName],
            let (_, parameters) = Self.initializer(of: type, labels: call.arguments.map { $0.label?.text })
        else { return nil }
        for (passed, parameter) in zip(call.arguments, parameters)
        where passed.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == argument {
            return parameter.type
        }
        return nil
    }

    /// `ServiceAssembly` → `ServiceModule`; registrations outside an assembly join `<File>Module`.
    private static func moduleName(for registration: SwinjectRegistration) -> String {
        if let assembly = registration.assembly {
            let base = assembly.hasSuffix("Assembly") ? String(assembly.dropLast("Assembly".count)) : assembly
            return (base.isEmpty ? "Migrated" : base) + "Module"
        }
        let file = registration.location.path.split(separator: "/").last.map(String.init) ?? "Migrated"
        let base = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        return upperCamel(base) + "Module"
    }

    // MARK: - autoregister

    private mutating func convertAutoregistration(_ registration: SwinjectRegistration) -> Conversion {
        guard let reference = registration.initializer, let target = TypeReference.initializer(reference) else {
            return .left(.initializerNotFound(registration.initializer?.trimmedDescription ?? "(none)"))
        }
        guard let type = types[target.type] else { return .left(.initializerNotFound(reference.trimmedDescription)) }
        if type.isGeneric { return .left(.generic(type.name)) }
        let candidates = type.initializers.filter { initializer in
            !initializer.isFailable && (target.labels.map { $0 == initializer.labels } ?? true)
        }
        guard candidates.count == 1, let initializer = candidates.first, !type.isAnnotated,
            !annotatedTypes.contains(type.name)
        else { return .left(.initializerNotFound(reference.trimmedDescription)) }
        if registration.scope == .weak, type.kind != .class { return .left(.weakValueType(type.name)) }
        var edits: [TextEdit] = []
        var remaining = registration.autoregisteredArgumentTypes[...]
        for parameter in initializer.parameters {
            guard let next = remaining.first, Self.sameType(next, parameter.type),
                let offset = parameter.insertionOffset
            else { continue }
            edits.append(TextEdit(path: type.path, offset: offset, text: "@Argument "))
            remaining = remaining.dropFirst()
        }
        guard remaining.isEmpty else { return .left(.initializerNotFound(reference.trimmedDescription)) }
        return Self.annotating(
            type, initializer: initializer, for: registration,
            takesArguments: !registration.autoregisteredArgumentTypes.isEmpty, parameterEdits: edits)
    }

    /// `T?`, or `(any P)?`.
    private static func optional(_ type: String) -> String {
        type.hasPrefix("any ") || type.contains("&") ? "(\(type))?" : type + "?"
    }

    /// `Lazy<T>`, `Provider<T>`, `Swinject.Lazy<T>`: Swinject's wrappers, which Suture's own names would shadow.
    private static func isSwinjectWrapper(_ type: String) -> Bool {
        let bare = type.hasPrefix("Swinject.") ? String(type.dropFirst("Swinject.".count)) : type
        return bare.hasPrefix("Lazy<") || bare.hasPrefix("Provider<")
    }

    // MARK: - Names

    /// `Animal` → `animal`, `any HTTPClient` → `httpClient`, `[String: Int]` → `stringInt`.
    static func lowerCamel(_ type: String) -> String {
        var text = type
        if text.hasPrefix("any ") { text.removeFirst(4) }
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return "value" }
        let head = lowerLeadingCapitals(String(first))
        return head + words.dropFirst().map { upperCamel(String($0)) }.joined()
    }

    /// `HTTPClient` → `httpClient`, `URLSession` → `urlSession`, `Animal` → `animal`.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count > 1 && count < characters.count { count -= 1 }
        return String(characters[..<count]).lowercased() + String(characters[count...])
    }

    /// `cat` → `Cat`, `main-queue` → `MainQueue`.
    static func upperCamel(_ text: String) -> String {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }

    /// `name`, or `name2`, `name3`… when taken; records the result.
    private static func unique(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while used.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
