import SwiftSyntax

extension AnnotationReader {
    /// Reads a protocol marked `@Component` (the `attribute`): its modules, scope, bound instances and entry points.
    package func readComponent(_ declaration: some DeclGroupSyntax, attribute: AttributeSyntax) -> Reading<
        ComponentDeclaration
    > {
        guard let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) else {
            return Reading(model: nil, diagnostics: [.componentOnNonProtocol(attribute)])
        }
        var diagnostics: [SyntaxDiagnostic] = []
        var modules: [String] = []
        var omittedModules: [String] = []
        var modulesLocation = location(of: attribute)
        var omittedElements: [(expression: ExprSyntax, module: String)] = []
        var scope: ScopeModel?
        for argument in attribute.labeledArguments {
            switch argument.label?.text {
            case "modules":
                modulesLocation = location(of: argument)
                if let types = LiteralReading.typeReferenceArray(argument.expression) {
                    modules += types
                } else {
                    diagnostics.append(.includesNeedsTypeReferences(argument.expression, label: "modules"))
                }
            case "omitting":
                guard let array = argument.expression.as(ArrayExprSyntax.self),
                    let types = LiteralReading.typeReferenceArray(argument.expression)
                else {
                    diagnostics.append(.includesNeedsTypeReferences(argument.expression, label: "omitting"))
                    continue
                }
                omittedModules += types
                for (element, type) in zip(array.elements, types) {
                    omittedElements.append((element.expression, type))
                }
            case "scope":
                if argument.expression.is(NilLiteralExprSyntax.self) { continue }
                switch LiteralReading.scope(argument.expression) {
                case .singleton?:
                    scope = nil
                case .custom(let name)?:
                    scope = .custom(name)
                case .transient?, .weak?, .graph?, nil:
                    diagnostics.append(.componentScope(argument.expression))
                }
            default:
                diagnostics.append(.unknownArgument(argument, annotation: attribute.simpleName))
            }
        }
        for omitted in omittedElements where modules.contains(omitted.module) {
            diagnostics.append(.componentModuleListedAndOmitted(omitted.expression, module: omitted.module))
        }

        var boundInstances: [Parameter] = []
        var entryPoints: [EntryPoint] = []
        var sawInitializer = false
        for member in protocolDeclaration.memberBlock.members {
            let decl = member.decl
            if decl.as(VariableDeclSyntax.self)?.modifiers.contains(.static) == true
                || decl.as(FunctionDeclSyntax.self)?.modifiers.contains(.static) == true
            {
                diagnostics.append(.componentStaticMember(decl))
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                if sawInitializer {
                    diagnostics.append(.componentSeveralInitializers(initializer))
                    continue
                }
                sawInitializer = true
                if let mark = initializer.optionalMark {
                    diagnostics.append(.componentFailableInitializer(initializer, mark: mark))
                }
                let parameters = readParameters(initializer.signature.parameterClause)
                diagnostics += parameters.diagnostics
                boundInstances = parameters.model ?? []
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                let reading = readPropertyEntryPoint(variable)
                diagnostics += reading.diagnostics
                if let entryPoint = reading.model { entryPoints.append(entryPoint) }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let reading = readFunctionEntryPoint(function)
                diagnostics += reading.diagnostics
                if let entryPoint = reading.model { entryPoints.append(entryPoint) }
            } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) {
                continue
            } else {
                diagnostics.append(.componentUnsupportedMember(decl))
            }
        }
        guard diagnostics.isEmpty else { return Reading(model: nil, diagnostics: diagnostics) }
        let model = ComponentDeclaration(
            name: protocolDeclaration.name.text,
            accessLevel: protocolDeclaration.modifiers.accessLevel,
            modules: modules,
            omittedModules: omittedModules,
            scope: scope,
            boundInstances: boundInstances,
            entryPoints: entryPoints,
            isolation: protocolDeclaration.attributes.isolation(modifiers: protocolDeclaration.modifiers),
            isSendable: protocolDeclaration.inheritanceClause?.inheritedTypes.contains { inherited in
                ["Sendable", "Swift.Sendable"].contains(inherited.type.trimmedSource)
            } ?? false,
            location: location(of: protocolDeclaration.name),
            modulesLocation: modulesLocation
        )
        return Reading(model: model, diagnostics: [])
    }

    private func readPropertyEntryPoint(_ variable: VariableDeclSyntax) -> Reading<EntryPoint> {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
            let type = binding.typeAnnotation?.type
        else {
            return Reading(model: nil, diagnostics: [.componentMalformedProperty(variable)])
        }
        var diagnostics: [SyntaxDiagnostic] = []
        var isThrowing = false
        var isAsync = false
        if case .accessors(let accessors)? = binding.accessorBlock?.accessors {
            for accessor in accessors {
                if accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                    isThrowing = accessor.effectSpecifiers?.throwsClause != nil
                    isAsync = accessor.effectSpecifiers?.asyncSpecifier != nil
                } else if let block = binding.accessorBlock {
                    diagnostics.append(.componentSettableProperty(block, name: identifier.identifier.text))
                    break
                }
            }
        }
        if TypeShape.isOpaque(type) {
            diagnostics.append(.componentOpaqueEntryPoint(type, name: identifier.identifier.text))
        }
        let qualifier = readEntryPointQualifier(variable.attributes, name: identifier.identifier.text)
        diagnostics += qualifier.diagnostics
        guard diagnostics.isEmpty else { return Reading(model: nil, diagnostics: diagnostics) }
        let model = EntryPoint(
            name: identifier.identifier.text,
            kind: .property,
            typeSpelling: TypeShape.spelling(of: type),
            requestKind: TypeShape.kind(of: type),
            qualifier: qualifier.model ?? nil,
            isThrowing: isThrowing,
            isAsync: isAsync,
            location: location(of: identifier)
        )
        return Reading(model: model, diagnostics: [])
    }

    private func readFunctionEntryPoint(_ function: FunctionDeclSyntax) -> Reading<EntryPoint> {
        var diagnostics: [SyntaxDiagnostic] = []
        let name = function.name.text
        if let generics = function.genericParameterClause {
            diagnostics.append(.componentGenericFunction(generics, name: name))
        }
        let returnType = function.signature.returnClause?.type
        if returnType == nil {
            diagnostics.append(.componentFunctionWithoutReturnType(function))
        } else if let returnType, TypeShape.isOpaque(returnType) {
            diagnostics.append(.componentOpaqueEntryPoint(returnType, name: name))
        }
        let parameters = readParameters(function.signature.parameterClause)
        diagnostics += parameters.diagnostics
        let qualifier = readEntryPointQualifier(function.attributes, name: name)
        diagnostics += qualifier.diagnostics
        guard let returnType, let parameterModels = parameters.model, diagnostics.isEmpty else {
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let effects = function.signature.effectSpecifiers
        let model = EntryPoint(
            name: name,
            kind: .function,
            typeSpelling: TypeShape.spelling(of: returnType),
            requestKind: TypeShape.kind(of: returnType),
            qualifier: qualifier.model ?? nil,
            parameters: parameterModels,
            isThrowing: effects?.throwsClause != nil,
            isAsync: effects?.asyncSpecifier != nil,
            location: location(of: function.name)
        )
        return Reading(model: model, diagnostics: [])
    }
}

extension AnnotationReader {
    /// The name an entry point's `@Qualified("x")` gives, `nil` without one.
    private func readEntryPointQualifier(_ attributes: AttributeListSyntax, name: String) -> Reading<String?> {
        guard let qualified = attributes.first(.qualified) else { return Reading(model: .some(nil), diagnostics: []) }
        let arguments = qualified.labeledArguments
        guard arguments.count == 1, let only = arguments.first, only.label == nil,
            let value = LiteralReading.string(only.expression)
        else {
            return Reading(model: nil, diagnostics: [.qualifiedNeedsStringLiteral(qualified, entryPointName: name)])
        }
        return Reading(model: value, diagnostics: [])
    }

    /// The problems of `@Qualified` attached to something other than a component's property or function.
    package func checkQualifiedPlacement(
        on declaration: DeclSyntax,
        attribute: AttributeSyntax,
        inComponent: Bool
    ) -> [SyntaxDiagnostic] {
        let isRequirement = declaration.is(VariableDeclSyntax.self) || declaration.is(FunctionDeclSyntax.self)
        guard !(isRequirement && inComponent) else { return [] }
        return [.qualifiedOutsideComponent(attribute)]
    }

    /// The problem of `@Component` attached to something that is not a type declaration at all.
    package func checkComponentOnNonGroup(attribute: AttributeSyntax) -> [SyntaxDiagnostic] {
        [.componentOnNonProtocol(attribute)]
    }
}
