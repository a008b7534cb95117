import SwiftSyntax

extension AnnotationReader {
    /// Reads a stored property marked `@Inject`; `enclosingKind` is the kind of the type it stands in, if known.
    package func readInjectedProperty(
        _ variable: VariableDeclSyntax,
        attribute: AttributeSyntax,
        enclosingKind: TypeKind?
    ) -> Reading<InjectedProperty> {
        var diagnostics: [SyntaxDiagnostic] = []
        if enclosingKind == .actor {
            diagnostics.append(.injectOnActorProperty(attribute: attribute))
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let qualifier = readInjectQualifier(attribute)
        diagnostics += qualifier.diagnostics
        if variable.bindingSpecifier.tokenKind != .keyword(.var) {
            diagnostics.append(.injectOnConstant(variable))
        }
        if let modifier = variable.modifiers.first(where: { isTypeLevelModifier($0) }) {
            diagnostics.append(.injectOnTypeProperty(variable, modifier: modifier))
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        else {
            diagnostics.append(.injectOnSeveralBindings(variable))
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let name = identifier.identifier.text
        if let accessors = binding.accessorBlock, isComputed(accessors) {
            diagnostics.append(.injectOnComputedProperty(variable, name: name))
            return Reading(model: nil, diagnostics: diagnostics)
        }
        guard let type = binding.typeAnnotation?.type else {
            diagnostics.append(.injectWithoutTypeAnnotation(binding, name: name))
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let dependencySpelling: String
        let fallback: InjectedProperty.Fallback
        if let optional = type.as(OptionalTypeSyntax.self) {
            dependencySpelling = optional.wrappedType.trimmedSource
            fallback = .staysNil
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            dependencySpelling = unwrapped.wrappedType.trimmedSource
            fallback = .staysNil
        } else if let initializer = binding.initializer {
            dependencySpelling = type.trimmedSource
            fallback = .keepsDefault(initializer.value.trimmedSource)
        } else {
            diagnostics.append(.injectWithoutFallback(type, name: name))
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let model = InjectedProperty(
            name: name,
            typeSpelling: type.trimmedSource,
            dependencySpelling: dependencySpelling,
            fallback: fallback,
            qualifier: qualifier.model ?? nil,
            location: location(of: variable)
        )
        return Reading(model: diagnostics.isEmpty ? model : nil, diagnostics: diagnostics)
    }

    /// Checks a declaration marked `@Inject` on its own: an initializer, or a stored `var` (read fully).
    ///
    /// `inExtension` says it stands in an extension, where `@Injectable` cannot see it.
    package func checkInjectMarker(
        on declaration: DeclSyntax,
        attribute: AttributeSyntax,
        enclosingKind: TypeKind?,
        inExtension: Bool = false
    ) -> [SyntaxDiagnostic] {
        if declaration.is(InitializerDeclSyntax.self) {
            var diagnostics: [SyntaxDiagnostic] = []
            // `@Inject()` is harmless; any argument is not.
            if let arguments = attribute.arguments, arguments.as(LabeledExprListSyntax.self)?.isEmpty != true {
                diagnostics.append(.injectArgumentsOnInitializer(attribute, arguments: arguments))
            }
            if inExtension { diagnostics.append(.injectInExtension(attribute)) }
            return diagnostics
        }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return readInjectedProperty(variable, attribute: attribute, enclosingKind: enclosingKind).diagnostics
        }
        return [.injectOnUnsupportedDeclaration(declaration, attribute: attribute)]
    }

    /// Reads `@Inject(named: "x")`: the qualifier, `nil` without one; a model of `nil` when it is malformed.
    private func readInjectQualifier(_ attribute: AttributeSyntax) -> Reading<String?> {
        var qualifier: String?
        var diagnostics: [SyntaxDiagnostic] = []
        for argument in attribute.labeledArguments {
            guard argument.label?.text == "named" else {
                diagnostics.append(.unknownArgument(argument, annotation: attribute.simpleName))
                continue
            }
            if let name = LiteralReading.string(argument.expression) {
                qualifier = name
            } else {
                diagnostics.append(.nameNeedsStringLiteral(argument.expression, annotation: attribute.simpleName))
            }
        }
        return Reading(model: diagnostics.isEmpty ? qualifier : nil, diagnostics: diagnostics)
    }

    private func isTypeLevelModifier(_ modifier: DeclModifierSyntax) -> Bool {
        modifier.name.tokenKind == .keyword(.static) || modifier.name.tokenKind == .keyword(.class)
    }

    /// Whether accessors make a property computed (a getter), rather than observe a stored one.
    func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { accessor in
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.willSet), .keyword(.didSet): false
                default: true
                }
            }
        }
    }
}
