import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Injectable`: adds `static var registration`, which registers the type built from its chosen initializer.
public struct InjectableMacro: MemberMacro {
    /// Reads the type with `AnnotationReader` and adds its `registration`, or reports why it cannot.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let reader = AnnotationReader()
        guard let variants = IfConfigMembers.variants(of: declaration.memberBlock.members), variants.count > 1 else {
            let reading = reader.readInjectable(declaration, attribute: node)
            context.report(reading.diagnostics)
            guard let model = reading.model else { return [] }
            return members(model).map { DeclSyntax(stringLiteral: $0) }
        }
        // Initializers or stored properties in `#if` blocks: one registration per combination of clauses, each under
        // the condition that selects it, so every build registers the initializer it compiles.
        var reported: Set<String> = []
        var forms: [(model: InjectableDeclaration, text: String, condition: String)] = []
        var failed = false
        for variant in variants {
            let reading = reader.readInjectable(declaration, attribute: node, members: variant.members)
            let fresh = reading.diagnostics.filter { reported.insert("\($0.node.position) \($0.message)").inserted }
            context.report(fresh)
            guard let model = reading.model else {
                failed = true
                continue
            }
            forms.append((model, members(model).joined(separator: "\n\n"), variant.condition))
        }
        guard !failed, let first = forms.first else { return [] }
        if forms.allSatisfy({ $0.text == first.text }) {
            return members(first.model).map { DeclSyntax(stringLiteral: $0) }
        }
        var lines: [String] = []
        for (index, form) in forms.enumerated() {
            lines.append(index == 0 ? "#if \(form.condition)" : "#elseif \(form.condition)")
            lines.append(form.text)
        }
        lines.append("#endif")
        return [DeclSyntax(stringLiteral: lines.joined(separator: "\n"))]
    }

    /// The members a model adds: `registration`, and the builder of a type with `@Inject var` properties.
    private static func members(_ model: InjectableDeclaration) -> [String] {
        [render(model)] + (renderPropertyInjectingBuilder(model).map { [$0] } ?? [])
    }

    /// How the registration reaches the initializer.
    private enum Form {
        /// `Register { r in T(...) }`: `nonisolated` written (on the type, or on an initializer with no
        /// `@Inject var` to set), or an actor.
        case plain
        /// `AsyncRegister { r in try await T(...) }`.
        case async
        /// `Register(on: MainActor.self) { r in T(...) }`: isolation written on the type or initializer.
        case isolated(String)
        /// Nothing written (on the initializer, or on a type with `@Inject var` properties): the compiler's view of
        /// the initializer or of `makeWithInjectedProperties` decides between `plain` and main-actor isolation, so
        /// one expansion serves modules with and without default `MainActor` isolation.
        case inferred
    }

    private static func form(of model: InjectableDeclaration) -> Form {
        let initializer = model.initializer
        if initializer.isAsync { return .async }
        switch model.isolation {
        case .globalActor(let actor):
            return .isolated(actor)
        case .nonisolated:
            // `@Inject var` properties keep the type's isolation, which only the compiler knows when nothing is
            // written on the type: `makeWithInjectedProperties` has it, and the overloads follow it.
            switch model.typeIsolation {
            case .unspecified:
                return model.injectedProperties.isEmpty || model.kind == .actor ? .plain : .inferred
            case .nonisolated, .globalActor:
                return .plain
            }
        case .unspecified:
            // An actor is never main-actor-isolated by default.
            return model.kind == .actor ? .plain : .inferred
        }
    }

    /// The `registration` member's source.
    static func render(_ model: InjectableDeclaration) -> String {
        let form = form(of: model)
        var modifiers: [String] = []
        if let access = model.accessLevel.memberModifier { modifiers.append(access) }
        switch form {
        case .isolated, .inferred: modifiers.append("nonisolated")
        case .plain, .async:
            // A type isolated to a global actor with a `nonisolated` initializer: the member would be isolated too.
            if model.typeIsolation.globalActor != nil { modifiers.append("nonisolated") }
        }
        modifiers.append("static var registration: SutureRuntime.Registration {")
        let body: [String]
        switch form {
        case .plain, .async:
            body = registration(model, actor: nil)
        case .isolated(let actor):
            body = registration(model, actor: actor)
        case .inferred:
            body = inferredRegistration(model)
        }
        return ([modifiers.joined(separator: " ")] + body + ["}"]).joined(separator: "\n")
    }

    /// Two local `register` overloads and a call passing the initializer as a function value: the compiler picks
    /// the main-actor one exactly when the initializer is isolated to the main actor. With `@Inject var`
    /// properties, the function value is `makeWithInjectedProperties`, isolated like the type, which sets them.
    private static func inferredRegistration(_ model: InjectableDeclaration) -> [String] {
        let parameters = model.initializer.parameters
        let makeParameters = parameters + injectedPropertyParameters(model)
        var lines = RegistrationRendering.inferredOverloads(
            named: "register",
            parameters: makeParameters,
            typeSpelling: model.typeName,
            qualifier: model.qualifier,
            contribution: nil
        )
        let function =
            model.injectedProperties.isEmpty
            ? RegistrationRendering.reference("\(model.typeName).init", parameters: parameters)
            : "\(model.typeName).makeWithInjectedProperties"
        lines.append("    return register(\(function))")
        lines += RegistrationRendering.modifiers(
            scope: model.scope,
            isEager: model.isEager,
            aliases: model.aliases,
            dependencies: dependencies(of: model),
            indentation: "        "
        )
        lines.append("        .registration")
        return lines
    }

    /// The injected properties as the trailing parameters of `makeWithInjectedProperties`: `injectedLedger: Ledger?`.
    private static func injectedPropertyParameters(_ model: InjectableDeclaration) -> [Parameter] {
        model.injectedProperties.map { property in
            let name = "injected" + property.name.prefix(1).uppercased() + property.name.dropFirst()
            return Parameter(
                label: nil,
                name: name,
                typeSpelling: TypeSpelling.optional(property.dependencySpelling),
                kind: .optional(wrapped: property.dependencySpelling),
                qualifier: property.qualifier
            )
        }
    }

    /// `makeWithInjectedProperties`, for the inferred form with `@Inject var` properties: builds the instance and
    /// sets the properties with the isolation of the type itself, which a registration's closure may not have.
    static func renderPropertyInjectingBuilder(_ model: InjectableDeclaration) -> String? {
        guard case .inferred = form(of: model), !model.injectedProperties.isEmpty else { return nil }
        let initializer = model.initializer
        let parameters = initializer.parameters
        let properties = injectedPropertyParameters(model)
        let names = RegistrationRendering.argumentNames(parameters)
        var declaredParameters = zip(parameters, names).map { parameter, name in
            "    _ \(name): \(RegistrationRendering.parameterType(parameter))"
        }
        declaredParameters += properties.map { "    _ \($0.name): \($0.typeSpelling)" }
        let effects = initializer.isThrowing ? " throws" : ""
        var lines = ["private static func makeWithInjectedProperties("]
        lines.append(declaredParameters.joined(separator: ",\n"))
        lines.append(")\(effects) -> \(model.typeName) {")
        let arguments = zip(parameters, names).map { parameter, name in
            (parameter.label.map { "\($0): " } ?? "") + name
        }
        let call = "\(model.typeName)(" + arguments.joined(separator: ", ") + ")"
        let binding = model.kind == .struct ? "var" : "let"
        lines.append("    \(binding) instance = \(initializer.isThrowing ? "try " : "")\(call)")
        for (property, parameter) in zip(model.injectedProperties, properties) {
            switch property.fallback {
            case .staysNil:
                lines.append("    instance.\(property.name) = \(parameter.name)")
            case .keepsDefault:
                lines.append("    if let \(parameter.name) { instance.\(property.name) = \(parameter.name) }")
            }
        }
        lines += ["    return instance", "}"]
        return lines.joined(separator: "\n")
    }

    /// Every dependency the type declares: its initializer's, then its injected properties' (optional).
    private static func dependencies(of model: InjectableDeclaration) -> [String] {
        model.initializer.parameters.compactMap(RegistrationRendering.dependency(for:))
            + model.injectedProperties.map {
                RegistrationRendering.dependency(TypeSpelling.optional($0.dependencySpelling), qualifier: $0.qualifier)
            }
    }

    /// The `Register(...) { ... }` expression with its modifiers and `.registration`, as lines; `actor` isolates it.
    private static func registration(_ model: InjectableDeclaration, actor: String?) -> [String] {
        let initializer = model.initializer
        let parameters = initializer.parameters
        let rendering = RegistrationRendering(parameters: parameters, isAsync: initializer.isAsync)
        let injectsInFactory = actor != nil && !model.injectedProperties.isEmpty
        let usesResolver = parameters.contains { !$0.isArgument } || injectsInFactory

        let named = model.qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
        let header: String
        if initializer.isAsync {
            header = "SutureRuntime.AsyncRegister(\(model.typeName).self\(named))"
        } else if let actor {
            header = "SutureRuntime.Register(\(model.typeName).self\(named), on: \(actor).self)"
        } else {
            header = "SutureRuntime.Register(\(model.typeName).self\(named))"
        }
        let indentation = "    "
        let inner = "        "
        let effects = RegistrationRendering.effects(isThrowing: initializer.isThrowing, isAsync: initializer.isAsync)
        let built = effects + rendering.call(model.typeName, parameters: parameters, indentation: inner)

        // With aliases, the registration is built in a statement of its own: in one chain with the closure that
        // converts to an alias, a type that lacks the conformance leaves the compiler without a diagnostic for the
        // whole expression; split, it says that the type does not convert to the alias.
        let splits = !model.aliases.isEmpty
        var lines = [
            "\(indentation)\(splits ? "let register = " : "")\(header) { "
                + "\(rendering.closureParameters(parameters, usesResolver: usesResolver)) in"
        ]
        let propertyLines = model.injectedProperties.map { propertyInjection($0, rendering: rendering) }
        if injectsInFactory {
            let binding = model.kind == .struct ? "var" : "let"
            lines.append("\(inner)\(binding) instance = \(built)")
            lines += propertyLines.map { "\(inner)\($0)" }
            lines.append("\(inner)return instance")
        } else {
            lines.append("\(inner)\(built)")
        }
        lines.append("\(indentation)}")
        if splits { lines.append("\(indentation)return register") }

        lines += RegistrationRendering.modifiers(
            scope: model.scope,
            isEager: model.isEager,
            aliases: model.aliases,
            dependencies: dependencies(of: model),
            indentation: indentation
        )
        if !injectsInFactory && !propertyLines.isEmpty {
            // The properties have the type's isolation, which a `nonisolated` initializer does not change.
            let on = model.typeIsolation.globalActor.map { "(on: \($0).self)" } ?? ""
            lines.append("\(indentation).onResolved\(on) { \(rendering.resolverName), instance in")
            lines += propertyLines.map { "\(inner)\($0)" }
            lines.append("\(indentation)}")
        }
        lines.append("\(indentation).registration")
        return lines
    }

    /// `instance.ledger = try r.resolve(Ledger?.self)`, or keeping the default when nothing is bound.
    private static func propertyInjection(_ property: InjectedProperty, rendering: RegistrationRendering) -> String {
        let synchronous = RegistrationRendering(resolverName: rendering.resolverName)
        let resolve = synchronous.resolve(
            TypeSpelling.optional(property.dependencySpelling), qualifier: property.qualifier)
        switch property.fallback {
        case .staysNil:
            return "instance.\(property.name) = \(resolve)"
        case .keepsDefault:
            return "if let value = \(resolve) { instance.\(property.name) = value }"
        }
    }
}
