/// Writes the Swift source of registrations: `Register(...)` calls, resolves and declared dependencies.
struct RegistrationRendering {
    /// The name the factory closure gives its `Resolver`; it never collides with an argument's name.
    let resolverName: String
    /// Whether dependencies are resolved with `try await r.resolveAsync` (an async factory).
    let isAsync: Bool

    init(parameters: [Parameter], isAsync: Bool) {
        let argumentNames = Set(parameters.filter(\.isArgument).map(\.name))
        var candidate = "r"
        var counter = 0
        while argumentNames.contains(candidate) {
            counter += 1
            candidate = counter == 1 ? "resolver" : "resolver\(counter)"
        }
        resolverName = candidate
        self.isAsync = isAsync
    }

    /// A synchronous rendering that names the resolver `resolverName`.
    init(resolverName: String) {
        self.resolverName = resolverName
        isAsync = false
    }

    /// `try r.resolve(Oven.self)`, `try r.resolve(Starter.self, named: "rye")`, `try await r.resolveAsync(...)`.
    func resolve(_ typeSpelling: String, qualifier: String?) -> String {
        let call = isAsync ? "try await \(resolverName).resolveAsync" : "try \(resolverName).resolve"
        let named = qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
        return "\(call)(\(TypeSpelling.metatype(typeSpelling))\(named))"
    }

    /// The expression passed for a parameter: the closure's argument, or a resolve of the dependency.
    func value(for parameter: Parameter, argumentName: String) -> String {
        switch parameter.kind {
        case .argument:
            return argumentName
        case .optional(let wrapped):
            // Unbound, an optional is nil, or its default value when it has one.
            let resolved = resolve(TypeSpelling.optional(wrapped), qualifier: parameter.qualifier)
            return parameter.defaultValue.map { resolved + " ?? " + Self.fallback($0) } ?? resolved
        case .plain:
            guard let defaultValue = parameter.defaultValue else {
                return resolve(parameter.typeSpelling, qualifier: parameter.qualifier)
            }
            return resolve(TypeSpelling.optional(parameter.typeSpelling), qualifier: parameter.qualifier)
                + " ?? \(Self.fallback(defaultValue))"
        case .lazy, .provider, .set, .map:
            return resolve(parameter.typeSpelling, qualifier: parameter.qualifier)
        case .factory(let arguments, let result, let isThrowing):
            // Resolving checks the binding now (without awaiting: it builds nothing); the closure of the declared
            // function type builds on every call, and a throwing one throws instead of stopping.
            let named = parameter.qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
            let types = arguments.map(TypeSpelling.metatype).joined(separator: ", ")
            let names = arguments.indices.map { "argument\($0)" }
            let parameters = zip(names, arguments).map { "\($0): \($1)" }.joined(separator: ", ")
            let call = isThrowing ? "try factory.value" : "factory"
            return "{\nlet factory = try \(resolverName).resolveFactory(\(TypeSpelling.metatype(result))\(named), "
                + "arguments: \(types))\nreturn { (\(parameters))\(isThrowing ? " throws" : "") in "
                + "\(call)(\(names.joined(separator: ", "))) }\n}()"
        }
    }

    /// A default value as the right side of `??`: parenthesized unless it is one word.
    private static func fallback(_ defaultValue: String) -> String {
        defaultValue.contains(" ") ? "(\(defaultValue))" : defaultValue
    }

    /// `Dependency(Oven.self)`, `Dependency(Logger?.self)`; `nil` for a runtime argument.
    static func dependency(for parameter: Parameter) -> String? {
        let type: String
        switch parameter.kind {
        case .argument: return nil
        case .optional(let wrapped): type = TypeSpelling.optional(wrapped)
        case .plain:
            type =
                parameter.defaultValue == nil ? parameter.typeSpelling : TypeSpelling.optional(parameter.typeSpelling)
        case .lazy, .provider, .set, .map: type = parameter.typeSpelling
        case .factory(let arguments, let result, _):
            let named = parameter.qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
            let types = arguments.map(TypeSpelling.metatype).joined(separator: ", ")
            return "SutureRuntime.Dependency(factoryOf: \(TypeSpelling.metatype(result))\(named), arguments: \(types))"
        }
        return dependency(type, qualifier: parameter.qualifier)
    }

    /// `Dependency(Oven.self)` or `Dependency(Starter.self, named: "rye")`.
    static func dependency(_ typeSpelling: String, qualifier: String?) -> String {
        let named = qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
        return "SutureRuntime.Dependency(\(TypeSpelling.metatype(typeSpelling))\(named))"
    }

    /// The closure's name for each runtime argument (`argument1` when the parameter has none), by index.
    static func argumentNames(_ parameters: [Parameter]) -> [String] {
        parameters.enumerated().map { index, parameter in
            parameter.name == "_" ? "argument\(index + 1)" : parameter.name
        }
    }

    /// The closure's parameter list: `r`, `_`, or `(r, customer: String, loaves: Int)`.
    func closureParameters(_ parameters: [Parameter], usesResolver: Bool) -> String {
        let resolver = usesResolver ? resolverName : "_"
        let names = Self.argumentNames(parameters)
        let arguments = zip(parameters, names).filter { $0.0.isArgument }.map { "\($0.1): \($0.0.typeSpelling)" }
        if arguments.isEmpty { return resolver }
        return "(" + ([resolver] + arguments).joined(separator: ", ") + ")"
    }

    /// A call with one argument per line: `Baker(\n    oven: ...,\n)`, or `Baker()` without arguments;
    /// `labeled: false` for a call through a function value (`make(...)`), which takes no labels.
    func call(_ callee: String, parameters: [Parameter], indentation: String, labeled: Bool = true) -> String {
        guard !parameters.isEmpty else { return "\(callee)()" }
        let names = Self.argumentNames(parameters)
        let lines = zip(parameters, names).map { parameter, name in
            let label = labeled ? parameter.label.map { "\($0): " } ?? "" : ""
            return "\(indentation)    \(label)\(value(for: parameter, argumentName: name))"
        }
        return "\(callee)(\n" + lines.joined(separator: ",\n") + "\n\(indentation))"
    }

    /// The `.scope(...)`, `.eager()`, `.alias(...)` and `.dependencies(...)` modifiers, one per line.
    static func modifiers(
        scope: ScopeModel,
        isEager: Bool,
        aliases: [String],
        dependencies: [String],
        indentation: String
    ) -> [String] {
        var lines: [String] = []
        switch scope {
        case .transient: break
        case .singleton, .weak, .graph, .custom: lines.append("\(indentation).scope(\(scope))")
        }
        if isEager { lines.append("\(indentation).eager()") }
        for alias in aliases {
            guard TypeSpelling.isPlainName(alias) else {
                lines.append("\(indentation).alias(\(TypeSpelling.metatype(alias))) { $0 }")
                continue
            }
            // A bare name the reader could not prove a protocol: the first type a class inherits is its superclass
            // or a protocol. Under ExistentialAny a protocol's metatype must be written `(any P).self`, which is an
            // error for a class, so the build's own features choose.
            lines += [
                "\(indentation)#if hasFeature(ExistentialAny)",
                "\(indentation).alias((any \(alias)).self) { $0 }",
                "\(indentation)#else",
                "\(indentation).alias(\(TypeSpelling.metatype(alias))) { $0 }",
                "\(indentation)#endif",
            ]
        }
        if !dependencies.isEmpty {
            let list = dependencies.map { "\(indentation)    \($0)" }.joined(separator: ",\n")
            lines.append("\(indentation).dependencies(\n\(list)\n\(indentation))")
        }
        return lines
    }

    /// `, into: .set`, `, into: .elements`, `, into: .map(key: "x")`, or nothing: the contribution as a `Register` argument.
    static func into(_ contribution: MultibindingContribution?) -> String {
        switch contribution {
        case .set?: ", into: .set"
        case .elements?: ", into: .elements"
        case .map(let key)?: ", into: .map(key: \(key))"
        case nil: ""
        }
    }

    /// Two local overloads named `name` that register a function value taking `parameters`: a plain one, and one
    /// for a `@MainActor` function value registered `on: MainActor.self`. Passed an initializer or a provider whose
    /// isolation is not written, the compiler picks the main-actor one exactly when the function is isolated to the
    /// main actor, which only it knows (a module built with default `MainActor` isolation).
    static func inferredOverloads(
        named name: String,
        parameters: [Parameter],
        typeSpelling: String,
        qualifier: String?,
        contribution: MultibindingContribution?
    ) -> [String] {
        let rendering = RegistrationRendering(parameters: parameters, isAsync: false)
        let function = functionValueName(avoiding: parameters)
        let functionType = functionType(parameters: parameters, returning: typeSpelling)
        let construction = rendering.call(function, parameters: parameters, indentation: "            ", labeled: false)
        let closure = rendering.closureParameters(parameters, usesResolver: parameters.contains { !$0.isArgument })
        let named = qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
        let type = TypeSpelling.metatype(typeSpelling)
        let options = named + into(contribution)
        let result = "SutureRuntime.Register<\(typeSpelling)>"
        var lines = [
            "    func \(name)(", "        _ \(function): @escaping @Sendable \(functionType)", "    ) -> \(result) {",
        ]
        lines.append("        SutureRuntime.Register(\(type)\(options)) { \(closure) in")
        lines += ["            try \(construction)", "        }", "    }", "    func \(name)("]
        lines.append("        _ \(function): @escaping @MainActor @Sendable \(functionType),")
        lines.append("        isolatedTo actor: MainActor.Type = MainActor.self")
        lines.append("    ) -> \(result) {")
        lines.append("        SutureRuntime.Register(\(type)\(options), on: MainActor.self) { \(closure) in")
        lines += ["            try \(construction)", "        }", "    }"]
        return lines
    }

    /// `make`, the name the overloads give the function value, unless a runtime argument of the closure has it.
    private static func functionValueName(avoiding parameters: [Parameter]) -> String {
        let taken = Set(zip(parameters, argumentNames(parameters)).filter { $0.0.isArgument }.map(\.1))
        var candidate = "make"
        var counter = 1
        while taken.contains(candidate) {
            counter += 1
            candidate = "make\(counter)"
        }
        return candidate
    }

    /// `try `, `await ` or `try await ` for a call with these effects.
    static func effects(isThrowing: Bool, isAsync: Bool) -> String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    }

    /// The type of a function value taking the parameters: `(any Oven, Starter) throws -> Baker`.
    ///
    /// A function-typed parameter is `@escaping` there, and `T!` is written `T?`, as function types require.
    static func functionType(parameters: [Parameter], returning result: String) -> String {
        "(" + parameters.map(parameterType).joined(separator: ", ") + ") throws -> " + result
    }

    /// A parameter's type where a function type or a parameter list takes it: `@escaping` for a function type,
    /// `T?` for `T!`.
    static func parameterType(_ parameter: Parameter) -> String {
        var type = parameter.typeSpelling
        if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
        return TypeSpelling.isFunctionType(type) ? "@escaping \(type)" : type
    }

    /// A reference to an initializer or function as a value: `Baker.init(oven:_:)`, `Thermometer.init`.
    static func reference(_ base: String, parameters: [Parameter]) -> String {
        guard !parameters.isEmpty else { return base }
        return base + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}
