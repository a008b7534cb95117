import SwiftSyntax

extension AnnotationReader {
    /// Reads a function marked `@Provides` (the `attribute`): its key, parameters, scope and contribution.
    ///
    /// `moduleIsolation` is the isolation written on the enclosing module, which the function inherits.
    package func readProvider(
        _ function: FunctionDeclSyntax,
        attribute: AttributeSyntax,
        moduleIsolation: DeclaredIsolation = .unspecified
    ) -> Reading<ProviderDeclaration> {
        var diagnostics: [SyntaxDiagnostic] = []
        let name = function.name.text
        if !function.modifiers.contains(.static) && !function.modifiers.contains(.class) {
            diagnostics.append(.providerNotStatic(function))
        }
        if let generics = function.genericParameterClause {
            diagnostics.append(.genericProvider(generics, name: name))
        }
        let returnType = function.signature.returnClause?.type
        if returnType == nil {
            diagnostics.append(.providerWithoutReturnType(function))
        } else if let returnType, TypeShape.isOpaque(returnType) {
            diagnostics.append(.opaqueProvider(returnType, name: name))
        }
        let options = readRegistrationOptions(attribute, allowsAliases: false, allowsEager: false, allowsInto: true)
        diagnostics += options.diagnostics
        if options.model?.contribution == .elements, let returnType, !TypeShape.isOpaque(returnType),
            TypeShape.arrayElement(of: returnType) == nil
        {
            diagnostics.append(.elementsNotArray(returnType, name: name))
        }
        let parameters = readParameters(function.signature.parameterClause)
        diagnostics += parameters.diagnostics

        let effects = function.signature.effectSpecifiers
        let isAsync = effects?.asyncSpecifier != nil
        let isolation = function.attributes.isolation(modifiers: function.modifiers).otherwise(moduleIsolation)
        if let options = options.model, let parameterModels = parameters.model {
            diagnostics += registrationShapeProblems(
                options: options,
                arguments: parameterModels.filter(\.isArgument),
                isAsync: isAsync,
                globalActor: isolation.globalActor,
                isReferenceType: true,
                typeName: "\(name)()",
                attribute: attribute
            )
        }
        guard let returnType, let options = options.model, let parameterModels = parameters.model, diagnostics.isEmpty
        else {
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let model = ProviderDeclaration(
            name: name,
            typeSpelling: TypeShape.spelling(of: returnType),
            parameters: parameterModels,
            qualifier: options.qualifier,
            scope: options.scope,
            contribution: options.contribution,
            isThrowing: effects?.throwsClause != nil,
            isAsync: isAsync,
            isolation: isolation,
            location: location(of: function.name)
        )
        return Reading(model: model, diagnostics: [])
    }
}
