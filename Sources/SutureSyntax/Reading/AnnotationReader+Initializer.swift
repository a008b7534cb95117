import SwiftSyntax

extension AnnotationReader {
    /// Chooses the initializer an `@Injectable` type is built with: the one marked `@Inject`, else the only
    /// one, else the implicit one (`init()` for a class or actor, the memberwise one for a struct).
    func readChosenInitializer(
        of declaration: some DeclGroupSyntax,
        members: [MemberBlockItemSyntax],
        kind: TypeKind,
        typeName: String,
        attribute: AttributeSyntax
    ) -> Reading<InjectableInitializer> {
        let initializers = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let marked = initializers.filter { $0.attributes.first(.inject) != nil }
        let chosen: InitializerDeclSyntax
        if let first = marked.first {
            if marked.count > 1 {
                let extra = marked.dropFirst().compactMap { initializer -> SyntaxDiagnostic? in
                    guard let marker = initializer.attributes.first(.inject) else { return nil }
                    return .severalInjectInitializers(initializer, attribute: marker, typeName: typeName)
                }
                return Reading(model: nil, diagnostics: extra)
            }
            chosen = first
        } else if initializers.count == 1, let only = initializers.first {
            chosen = only
        } else if initializers.isEmpty {
            return readImplicitInitializer(members: members, kind: kind)
        } else {
            return Reading(
                model: nil,
                diagnostics: [.ambiguousInitializer(attribute, candidates: initializers, typeName: typeName)]
            )
        }
        return readInitializer(chosen, typeName: typeName)
    }

    /// Reads an explicit initializer's parameters and effects.
    func readInitializer(_ initializer: InitializerDeclSyntax, typeName: String) -> Reading<InjectableInitializer> {
        var diagnostics: [SyntaxDiagnostic] = []
        if let mark = initializer.optionalMark {
            diagnostics.append(.failableInitializer(initializer, mark: mark, typeName: typeName))
        }
        if let generics = initializer.genericParameterClause {
            diagnostics.append(.genericInitializer(generics, typeName: typeName))
        }
        let parameters = readParameters(initializer.signature.parameterClause)
        diagnostics += parameters.diagnostics
        guard let parameterModels = parameters.model, diagnostics.isEmpty else {
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let effects = initializer.signature.effectSpecifiers
        let model = InjectableInitializer(
            origin: .explicit,
            parameters: parameterModels,
            isThrowing: effects?.throwsClause != nil,
            isAsync: effects?.asyncSpecifier != nil,
            isMarkedInject: initializer.attributes.first(.inject) != nil,
            accessLevel: initializer.modifiers.accessLevel,
            isolation: initializer.attributes.isolation(modifiers: initializer.modifiers),
            location: location(of: initializer.initKeyword)
        )
        return Reading(model: model, diagnostics: [])
    }

    /// `init()` for a class or actor; for a struct, its memberwise initializer as Swift derives it: every stored
    /// property in declaration order except a `let` with a value, a `var` (or `lazy var`) with a value taking it by
    /// default, an optional `var` without one taking `nil`. An `@Inject var` is set afterwards, so it is left out.
    private func readImplicitInitializer(members: [MemberBlockItemSyntax], kind: TypeKind) -> Reading<
        InjectableInitializer
    > {
        switch kind {
        case .class, .actor, .enum:
            return Reading(model: InjectableInitializer(origin: .implicitNoArguments, parameters: []), diagnostics: [])
        case .struct:
            var parameters: [Parameter] = []
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.attributes.first(.inject) == nil,
                    !hasPropertyWrapper(variable),
                    !variable.modifiers.contains(.static)
                else { continue }
                let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
                let bindings = Array(variable.bindings)
                for (index, binding) in bindings.enumerated() {
                    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                    // A constant with a value is set once, by its declaration; it is no parameter.
                    if isConstant, binding.initializer != nil { continue }
                    if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
                    // `let a, b: Int` writes the type once, on the last binding.
                    guard let type = bindings[index...].lazy.compactMap({ $0.typeAnnotation?.type }).first else {
                        continue
                    }
                    let name = identifier.identifier.text
                    // A variable's value is its parameter's default (an optional one without a value is nil unbound).
                    let defaultValue = binding.initializer?.value.trimmedSource
                    parameters.append(
                        Parameter(
                            label: name,
                            name: name,
                            typeSpelling: TypeShape.spelling(of: type),
                            kind: TypeShape.kind(of: type),
                            defaultValue: defaultValue,
                            location: location(of: binding)
                        )
                    )
                }
            }
            return Reading(model: InjectableInitializer(origin: .memberwise, parameters: parameters), diagnostics: [])
        }
    }

    /// Whether a stored property carries a custom attribute that is probably a property wrapper (`@Injected`),
    /// whose memberwise parameter cannot be read from the declaration; such properties are left to their default.
    private func hasPropertyWrapper(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            let name = attribute.simpleName
            guard let first = name.first, first.isUppercase else { return false }
            return name != "MainActor" && !attribute.isAnnotation(.inject)
        }
    }
}
