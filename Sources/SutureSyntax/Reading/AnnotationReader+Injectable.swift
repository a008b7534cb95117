import SwiftSyntax

extension AnnotationReader {
    /// Reads a type marked `@Injectable` (the `attribute`): its keys, scope, initializer and injected properties.
    ///
    /// `members` are the members one configuration of the build compiles (see `IfConfigMembers`); by default, those
    /// outside any `#if` block.
    package func readInjectable(
        _ declaration: some DeclGroupSyntax,
        attribute: AttributeSyntax,
        members: [MemberBlockItemSyntax]? = nil
    ) -> Reading<InjectableDeclaration> {
        let members = members ?? Array(declaration.memberBlock.members)
        guard let (typeName, kind, nameToken) = Self.typeIdentity(of: declaration) else {
            return Reading(
                model: nil, diagnostics: [.injectableOnUnsupportedDeclaration(declaration, attribute: attribute)])
        }
        if kind == .enum {
            return Reading(model: nil, diagnostics: [.injectableOnEnum(attribute, typeName: typeName)])
        }
        var diagnostics: [SyntaxDiagnostic] = []
        let options = readRegistrationOptions(attribute, allowsAliases: true, allowsEager: true, allowsInto: false)
        diagnostics += options.diagnostics

        let initializerReading = readChosenInitializer(
            of: declaration, members: members, kind: kind, typeName: typeName, attribute: attribute)
        diagnostics += initializerReading.diagnostics

        var properties: [InjectedProperty] = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                let marker = variable.attributes.first(.inject)
            else { continue }
            let reading = readInjectedProperty(variable, attribute: marker, enclosingKind: kind)
            diagnostics += reading.diagnostics
            if let property = reading.model { properties.append(property) }
        }

        let typeIsolation = declaration.attributes.isolation(modifiers: declaration.modifiers)
        let isolation = (initializerReading.model?.isolation ?? .unspecified).otherwise(typeIsolation)
        if let initializer = initializerReading.model, let options = options.model {
            diagnostics += registrationShapeProblems(
                options: options,
                arguments: initializer.arguments,
                isAsync: initializer.isAsync,
                globalActor: isolation.globalActor,
                isReferenceType: kind == .class || kind == .actor,
                typeName: typeName,
                attribute: attribute
            )
            // A `nonisolated` async initializer of a main-actor type: its properties need the main actor after it.
            if initializer.isAsync, isolation.globalActor == nil, typeIsolation.globalActor != nil,
                !properties.isEmpty
            {
                diagnostics.append(.isolatedPropertiesWithAsyncInitializer(attribute, typeName: typeName))
            }
        }
        guard let initializer = initializerReading.model, let options = options.model, diagnostics.isEmpty else {
            return Reading(model: nil, diagnostics: diagnostics)
        }
        let model = InjectableDeclaration(
            typeName: typeName,
            kind: kind,
            accessLevel: declaration.modifiers.accessLevel,
            aliases: options.aliases.map { Self.existentialSpelling(of: $0, in: declaration, kind: kind) },
            qualifier: options.qualifier,
            scope: options.scope,
            isEager: options.isEager,
            initializer: initializer,
            injectedProperties: properties,
            isolation: isolation,
            typeIsolation: typeIsolation,
            location: location(of: nameToken),
            attributeLocation: location(of: attribute),
            genericParameters: Self.genericParameterClause(of: declaration)?.parameters.map(\.name.text) ?? [],
            isDeclaredSendable: kind == .actor || Self.inheritsSendable(declaration)
        )
        return Reading(model: model, diagnostics: [])
    }

    /// An `as:` type written bare (`Oven`), as `any Oven` where it can only be a protocol: for a struct or an
    /// actor, or for a class that lists it after its first inherited type (only the first can be a superclass).
    /// The expansion then spells the metatype `(any Oven).self`, which compiles cleanly under ExistentialAny.
    static func existentialSpelling(of alias: String, in declaration: some DeclGroupSyntax, kind: TypeKind) -> String {
        guard TypeSpelling.isPlainName(alias) else { return alias }
        switch kind {
        case .struct, .actor, .enum:
            return "any \(alias)"
        case .class:
            let inherited = declaration.inheritanceClause?.inheritedTypes.map(\.type.trimmedSource) ?? []
            guard let position = inherited.firstIndex(of: alias), position > 0 else { return alias }
            return "any \(alias)"
        }
    }

    /// The generic parameter clause of a class, struct or actor, when it has one.
    static func genericParameterClause(of declaration: some DeclGroupSyntax) -> GenericParameterClauseSyntax? {
        declaration.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(StructDeclSyntax.self)?.genericParameterClause
            ?? declaration.as(ActorDeclSyntax.self)?.genericParameterClause
    }

    /// Whether the declaration's own inheritance clause names `Sendable` (`@unchecked Sendable`, `Swift.Sendable`).
    static func inheritsSendable(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.inheritanceClause?.inheritedTypes.contains { inherited in
            var type = inherited.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            if let member = type.as(MemberTypeSyntax.self) {
                return member.name.text == "Sendable" && member.baseType.trimmedDescription == "Swift"
            }
            return type.as(IdentifierTypeSyntax.self)?.name.text == "Sendable"
        } ?? false
    }

    /// The name and kind of a type declaration; `nil` for protocols, extensions and anything else.
    static func typeIdentity(of declaration: some DeclGroupSyntax) -> (String, TypeKind, TokenSyntax)? {
        if let type = declaration.as(ClassDeclSyntax.self) { return (type.name.text, .class, type.name) }
        if let type = declaration.as(StructDeclSyntax.self) { return (type.name.text, .struct, type.name) }
        if let type = declaration.as(ActorDeclSyntax.self) { return (type.name.text, .actor, type.name) }
        if let type = declaration.as(EnumDeclSyntax.self) { return (type.name.text, .enum, type.name) }
        return nil
    }

    /// The problems of a registration's shape as a whole: arguments with a shared scope, `.weak` on values, isolation.
    func registrationShapeProblems(
        options: RegistrationOptions,
        arguments: [Parameter],
        isAsync: Bool,
        globalActor: String?,
        isReferenceType: Bool,
        typeName: String,
        attribute: AttributeSyntax
    ) -> [SyntaxDiagnostic] {
        var problems: [SyntaxDiagnostic] = []
        if !arguments.isEmpty {
            switch options.scope {
            case .transient: break
            case .singleton, .weak, .graph, .custom:
                problems.append(
                    .argumentsWithSharedScope(
                        options.scopeNode ?? Syntax(attribute), scope: options.scope, typeName: typeName))
            }
            if options.isEager {
                problems.append(.argumentsWithEager(options.eagerNode ?? Syntax(attribute), typeName: typeName))
            }
        }
        if options.isEager, arguments.isEmpty {
            switch options.scope {
            case .singleton, .custom: break
            case .transient, .weak, .graph:
                problems.append(
                    .eagerWithoutSharedScope(
                        options.eagerNode ?? Syntax(attribute), scope: options.scope, typeName: typeName))
            }
        }
        if case .weak = options.scope, !isReferenceType {
            problems.append(.weakScopeOnValue(options.scopeNode ?? Syntax(attribute), typeName: typeName))
        }
        if isAsync {
            if globalActor != nil {
                problems.append(.isolatedAsync(attribute, typeName: typeName))
            }
            if options.isEager {
                problems.append(.asyncEager(options.eagerNode ?? Syntax(attribute), typeName: typeName))
            }
            if options.contribution != nil {
                problems.append(.asyncContribution(attribute, typeName: typeName))
            }
        }
        if !arguments.isEmpty, options.contribution != nil {
            problems.append(.contributionWithArguments(attribute, typeName: typeName))
        }
        return problems
    }
}
