import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Module`: adds `static var registrations`: the included modules' registrations, then each `@Provides` function's.
public struct ModuleMacro: MemberMacro {
    /// Reads the enum with `AnnotationReader` and adds its `registrations`, or reports why it cannot.
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let reading = AnnotationReader().readModule(declaration, attribute: node)
        context.report(reading.diagnostics)
        // The compiler stops at the errors reported; an expansion without the bad member would only add noise.
        guard !reading.hasErrors, let model = reading.model else { return [] }
        return [DeclSyntax(stringLiteral: render(model))]
    }

    /// The `registrations` member's source.
    static func render(_ model: ModuleDeclaration) -> String {
        var modifiers: [String] = []
        if let access = model.accessLevel.memberModifier { modifiers.append(access) }
        modifiers.append("nonisolated static var registrations: SutureRuntime.Registrations {")
        let header = modifiers.joined(separator: " ")
        if model.includes.isEmpty && model.providers.isEmpty {
            return "\(header)\n    .empty\n}"
        }
        var helpers: [String] = []
        var lines = ["    SutureRuntime.Registrations(_module: Self.self) {"]
        lines += model.includes.map { "        \($0).registrations" }
        var helperNames: Set<String> = []
        for provider in model.providers {
            if isInferred(provider) {
                // Overloaded providers (`starter()`, `starter(grain:)`) get distinct helper names.
                var name = helperName(provider)
                var counter = 1
                while helperNames.contains(name) {
                    counter += 1
                    name = helperName(provider) + "\(counter)"
                }
                helperNames.insert(name)
                helpers += IfConfigPlacement.wrap(inferredHelpers(provider, name: name), in: provider.clauses)
                lines += IfConfigPlacement.wrap(
                    inferredRegistration(provider, name: name, moduleName: model.name), in: provider.clauses)
            } else {
                lines += IfConfigPlacement.wrap(registration(provider, moduleName: model.name), in: provider.clauses)
            }
        }
        lines.append("    }")
        if !helpers.isEmpty {
            lines[0] = "    return SutureRuntime.Registrations(_module: Self.self) {"
        }
        return ([header] + helpers + lines + ["}"]).joined(separator: "\n")
    }

    /// Whether nothing is written about the provider's isolation and the main-actor registration could serve it,
    /// so the compiler's view of the function picks between the plain and the main-actor registration.
    private static func isInferred(_ provider: ProviderDeclaration) -> Bool {
        switch provider.isolation {
        case .unspecified:
            return !provider.isAsync
        case .nonisolated, .globalActor:
            return false
        }
    }

    /// `registerRyeStarter`: the name of a provider's pair of local overloads.
    private static func helperName(_ provider: ProviderDeclaration) -> String {
        "register" + provider.name.prefix(1).uppercased() + provider.name.dropFirst()
    }

    /// Two local overloads taking the provider as a function value: the compiler picks the main-actor one exactly
    /// when the function is isolated to the main actor (a module built with default `MainActor` isolation).
    private static func inferredHelpers(_ provider: ProviderDeclaration, name: String) -> [String] {
        RegistrationRendering.inferredOverloads(
            named: name,
            parameters: provider.parameters,
            typeSpelling: provider.typeSpelling,
            qualifier: provider.qualifier,
            contribution: provider.contribution
        )
    }

    /// The builder line that calls a provider's overloads, with its modifiers.
    private static func inferredRegistration(
        _ provider: ProviderDeclaration,
        name: String,
        moduleName: String
    ) -> [String] {
        let function = RegistrationRendering.reference(
            "\(moduleName).\(provider.name)", parameters: provider.parameters)
        var lines = ["        \(name)(\(function))"]
        lines += RegistrationRendering.modifiers(
            scope: provider.scope,
            isEager: false,
            aliases: [],
            dependencies: provider.parameters.compactMap(RegistrationRendering.dependency(for:)),
            indentation: "        "
        )
        return lines
    }

    /// One provider's `Register(...)` expression, as lines of the builder block.
    private static func registration(_ provider: ProviderDeclaration, moduleName: String) -> [String] {
        let parameters = provider.parameters
        let rendering = RegistrationRendering(parameters: parameters, isAsync: provider.isAsync)
        let usesResolver = parameters.contains { !$0.isArgument }
        let named = provider.qualifier.map { ", named: \(StringLiteral.quoted($0))" } ?? ""
        let into = RegistrationRendering.into(provider.contribution)
        let type = TypeSpelling.metatype(provider.typeSpelling)
        let header: String
        if provider.isAsync {
            header = "SutureRuntime.AsyncRegister(\(type)\(named))"
        } else if let globalActor = provider.globalActor {
            header = "SutureRuntime.Register(\(type)\(named)\(into), on: \(globalActor).self)"
        } else {
            header = "SutureRuntime.Register(\(type)\(named)\(into))"
        }
        let effects = RegistrationRendering.effects(isThrowing: provider.isThrowing, isAsync: provider.isAsync)
        let call = rendering.call("\(moduleName).\(provider.name)", parameters: parameters, indentation: "            ")
        var lines = ["        \(header) { \(rendering.closureParameters(parameters, usesResolver: usesResolver)) in"]
        lines.append("            \(effects)\(call)")
        lines.append("        }")
        lines += RegistrationRendering.modifiers(
            scope: provider.scope,
            isEager: false,
            aliases: [],
            dependencies: parameters.compactMap(RegistrationRendering.dependency(for:)),
            indentation: "        "
        )
        return lines
    }
}
