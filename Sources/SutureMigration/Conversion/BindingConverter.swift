import SwiftSyntax

/// What both migrations decide the same way, once a factory is read: `@Injectable` where it only calls one
/// initializer of a declared type with its dependencies and runtime arguments, a `@Provides` function where it is
/// any other expression of them, and the keys converted so far, so that the first binding of a key wins.
package struct BindingConverter {
    /// The types the files declare, by name; a name declared twice is not used.
    package let types: [String: DeclaredType]
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

    /// Where `key` was converted already, if it was.
    package func earlierConversion(of key: String) -> SourcePosition? { convertedKeys[key] }

    /// Records `conversion` of `key` at `location`, so a later binding of the key, or another `@Injectable` on the
    /// same type, is not converted again.
    package mutating func record(_ conversion: Conversion, key: String, at location: SourcePosition) {
        switch conversion {
        case .injectable(let injectable):
            annotatedTypes.insert(injectable.type.name)
            convertedKeys[key] = location
        case .provider:
            convertedKeys[key] = location
        case .subcomponent, .left:
            break
        }
    }

    /// Whether `type` can take `@Injectable`: declared once, not generic, not annotated already.
    package func canAnnotate(_ type: DeclaredType) -> Bool {
        !annotatedTypes.contains(type.name) && !type.isAnnotated && !type.isGeneric
    }

    // MARK: - @Injectable

    /// `@Injectable` when `factory` is one call of a declared type's initializer whose every argument is a
    /// dependency of the parameter's own type, or the next runtime argument; `isWeak` refuses a value type.
    package func injectable(_ factory: BindingFactory, isWeak: Bool = false) -> Conversion? {
        guard let call = factory.singleExpression?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let typeName = Self.constructedType(call.calledExpression), let type = types[typeName], canAnnotate(type)
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
            guard let site = factory.sites.first(where: { $0.node.id == argument.expression.id }) else { return nil }
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
        if isWeak, type.kind != .class { return .left(.weakValueType(type.name)) }
        return Self.annotating(type, initializer: initializer, for: factory, parameterEdits: edits)
    }

    /// `@Injectable` on `type`, with `@Inject` on `initializer` when the type has several, after `parameterEdits`
    /// (`@Named`, `@Argument`).
    package static func annotating(
        _ type: DeclaredType, initializer: DeclaredInitializer?, for factory: BindingFactory,
        parameterEdits: [TextEdit]
    ) -> Conversion {
        var edits = parameterEdits
        if let initializer, type.initializers.count > 1, !initializer.isMarkedInject {
            edits.append(
                TextEdit(
                    path: type.path, offset: initializer.insertionOffset, text: "@Inject\n" + initializer.indentation)
            )
        }
        let attribute = injectableAttribute(factory, typeName: type.name)
        edits.insert(
            TextEdit(path: type.path, offset: type.insertionOffset, text: attribute + "\n" + type.indentation), at: 0)
        return .injectable(InjectableConversion(type: type, attribute: attribute, edits: edits))
    }

    /// `@Injectable(as: Service.self, named: "n", scope: .graph)`, leaving out what is the default.
    private static func injectableAttribute(_ factory: BindingFactory, typeName: String) -> String {
        var arguments: [String] = []
        var keys = factory.serviceType == typeName ? [] : [factory.serviceType]
        keys += factory.forwardedTypes.filter { $0 != typeName && !keys.contains($0) }
        if !keys.isEmpty { arguments.append("as: " + keys.map(TypeReference.metatype).joined(separator: ", ")) }
        if let name = factory.name { arguments.append("named: \"\(name)\"") }
        if let scope = factory.scope { arguments.append("scope: \(scope)") }
        return arguments.isEmpty ? "@Injectable" : "@Injectable(\(arguments.joined(separator: ", ")))"
    }

    /// The type a call constructs: `Cat(…)` or `Cat.init(…)`.
    package static func constructedType(_ callee: ExprSyntax) -> String? {
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
    package static func initializer(
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
    package static func sameType(_ first: String, _ second: String) -> Bool {
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

    /// A `@Provides` function of `factory`'s module: a parameter per dependency (one per key), an `@Argument` per
    /// runtime argument, and its statements with each dependency replaced by its parameter; or the reason it cannot
    /// be one.
    package mutating func provider(_ factory: BindingFactory) -> Conversion {
        if !factory.forwardedTypes.isEmpty { return .left(.forwardedFromProvider(factory.forwardedTypes)) }
        if factory.sites.contains(where: { $0.type == nil }) { return .left(.inferredResolve) }
        let known = factory.knownNames.union(factory.runtimeArguments.map(\.name))
        if let captured = CapturedNames.first(in: factory.statements, excluding: known, sites: factory.sites) {
            return .left(.capturesName(captured))
        }
        var parameters: [String] = []
        var labels: [String] = []
        var replacements: [(ResolveSite, String)] = []
        var names: Set<String> = []
        var byKey: [String: String] = [:]
        for site in factory.sites {
            let type = site.isOptional ? Self.optional(site.type ?? "") : (site.type ?? "")
            let key = type + "|" + (site.name ?? "")
            if let existing = byKey[key] {
                replacements.append((site, existing))
                continue
            }
            let name = Self.unique(site.parameterName ?? Self.lowerCamel(site.name ?? site.type ?? "value"), in: &names)
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
        var used = functionNames[factory.module] ?? []
        let functionName = Self.unique(factory.functionName, in: &used)
        functionNames[factory.module] = used
        var options: [String] = []
        if let name = factory.name { options.append("named: \"\(name)\"") }
        if let scope = factory.scope { options.append("scope: \(scope)") }
        let attribute = options.isEmpty ? "@Provides" : "@Provides(\(options.joined(separator: ", ")))"
        let body = FunctionBody.text(of: factory.statements, replacing: replacements)
        let source = """
                \(attribute)
                static func \(functionName)(\(parameters.joined(separator: ", "))) -> \(factory.serviceType) {
            \(body)
                }
            """
        return .provider(
            ProviderConversion(
                module: factory.module, modulePath: factory.modulePath, origin: factory.origin,
                imports: factory.imports, functionName: functionName, parameterLabels: labels, source: source))
    }

    /// The type of a runtime argument passed straight to a declared initializer (`Cat(name: name)`).
    private func inferredType(of argument: String, in factory: BindingFactory) -> String? {
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

    /// `T?`, or `(any P)?`.
    private static func optional(_ type: String) -> String {
        type.hasPrefix("any ") || type.contains("&") ? "(\(type))?" : type + "?"
    }

    // MARK: - Names

    /// `Animal` → `animal`, `any HTTPClient` → `httpClient`, `[String: Int]` → `stringInt`.
    package static func lowerCamel(_ type: String) -> String {
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
    package static func upperCamel(_ text: String) -> String {
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
