import SwiftSyntax

extension AnnotationReader {
    /// Reads an enum marked `@Module` (the `attribute`): its includes and every `@Provides` function; a module with a
    /// bad member keeps its other members.
    package func readModule(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> Reading<
        ModuleDeclaration
    > {
        guard let enumDeclaration = declaration.as(EnumDeclSyntax.self) else {
            return Reading(model: nil, diagnostics: [.moduleOnNonEnum(declaration, attribute: attribute)])
        }
        var diagnostics: [SyntaxDiagnostic] = []
        var includes: [String] = []
        var installIn: [String] = []
        for argument in attribute.labeledArguments {
            if argument.label?.text == "includes" {
                if let types = LiteralReading.typeReferenceArray(argument.expression) {
                    includes += types
                } else {
                    diagnostics.append(.includesNeedsTypeReferences(argument.expression, label: "includes"))
                }
            } else if argument.label?.text == "installIn" {
                if let types = LiteralReading.typeReferenceArray(argument.expression) {
                    installIn += types
                } else {
                    diagnostics.append(.installInNeedsTypeReferences(argument.expression))
                }
            } else {
                diagnostics.append(.unknownArgument(argument, annotation: attribute.simpleName))
            }
        }
        var providers: [ProviderDeclaration] = []
        var unreadableProviderTypes: [String] = []
        for (member, placements) in Self.members(enumDeclaration.memberBlock.members, placements: []) {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                let marker = function.attributes.first(.provides)
            else { continue }
            let reading = readProvider(
                function,
                attribute: marker,
                moduleIsolation: enumDeclaration.attributes.isolation(modifiers: enumDeclaration.modifiers)
            )
            diagnostics += reading.diagnostics
            if var provider = reading.model {
                provider.clauses = placements
                providers.append(provider)
            } else if let returnType = function.signature.returnClause?.type {
                unreadableProviderTypes.append(returnType.trimmedSource)
            }
        }
        // A bad provider or include is reported on its own; the module keeps what it declares well, so that its
        // valid providers still answer requests and nothing else is reported for a cause that is not there.
        let model = ModuleDeclaration(
            name: enumDeclaration.name.text,
            accessLevel: enumDeclaration.modifiers.accessLevel,
            includes: includes,
            installIn: installIn,
            providers: providers,
            location: location(of: enumDeclaration.name),
            unreadableProviderTypes: unreadableProviderTypes
        )
        return Reading(model: model, diagnostics: diagnostics)
    }

    /// The members of a block, those in `#if` clauses included, each with the clauses it stands in.
    private static func members(
        _ members: MemberBlockItemListSyntax,
        placements: [IfConfigPlacement]
    ) -> [(MemberBlockItemSyntax, [IfConfigPlacement])] {
        members.flatMap { member -> [(MemberBlockItemSyntax, [IfConfigPlacement])] in
            guard let block = member.decl.as(IfConfigDeclSyntax.self) else { return [(member, placements)] }
            var earlier: [String] = []
            var found: [(MemberBlockItemSyntax, [IfConfigPlacement])] = []
            for clause in block.clauses {
                let condition = clause.condition?.trimmedSource
                if case .decls(let inner) = clause.elements {
                    let placement = IfConfigPlacement(earlierConditions: earlier, condition: condition)
                    found += Self.members(inner, placements: placements + [placement])
                }
                if let condition { earlier.append(condition) }
            }
            return found
        }
    }

    /// Checks a declaration marked `@Provides` that stands outside an enum marked `@Module`
    /// (`inExtension`: in an extension, which the module's macro cannot see).
    package func checkProvidesOutsideModule(
        on declaration: DeclSyntax,
        attribute: AttributeSyntax,
        inExtension: Bool = false
    ) -> [SyntaxDiagnostic] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            return [.providesOnNonFunction(attribute)]
        }
        if inExtension {
            return [.providesInExtension(attribute, name: function.name.text)]
        }
        return [.providesOutsideModule(attribute, name: function.name.text)]
    }
}
