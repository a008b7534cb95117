import SwiftSyntax

/// Finds the Needle declarations of one parsed file: classes that derive from `BootstrapComponent`, `Component<…>`,
/// `PluginizedComponent<…>` or `NonCoreComponent<…>`, and protocols that refine `Dependency`.
package enum NeedleReader {
    /// The components and the dependency protocols of `file`, each in source order.
    package static func declarations(
        in file: MigrationFile
    ) -> (components: [NeedleComponent], dependencies: [NeedleDependency]) {
        let converter = SourceLocationConverter(fileName: file.path, tree: file.tree)
        let visitor = ComponentVisitor(path: file.path, converter: converter)
        visitor.walk(file.tree)
        return (visitor.components, visitor.dependencies)
    }
}

/// Walks a file for components and dependency protocols.
private final class ComponentVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    var components: [NeedleComponent] = []
    var dependencies: [NeedleDependency] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        guard inherited.contains(where: { $0 == "Dependency" || $0 == "NeedleFoundation.Dependency" }) else {
            return .skipChildren
        }
        var members: [String: String] = [:]
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedDescription
                else { continue }
                members[name] = type
            }
        }
        dependencies.append(NeedleDependency(name: node.name.text, members: members, declaration: node, path: path))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type, let kind = Self.kind(of: first) else {
            return .visitChildren
        }
        var members: [NeedleMember] = []
        var initializers: [InitializerDeclSyntax] = []
        for member in node.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else {
                members.append(read(member.decl))
            }
        }
        let dynamic = Self.dynamicDependencies(initializers)
        if let dynamic {
            let kept = Set(dynamic.map(\.name))
            members.removeAll { member in
                guard case .other = member.kind else { return false }
                return kept.contains(member.name)
            }
        }
        let location = node.name.startLocation(converter: converter)
        components.append(
            NeedleComponent(
                name: node.name.text,
                kind: kind,
                location: SourcePosition(path: path, line: location.line, column: location.column),
                declaration: node,
                dynamicDependencies: dynamic,
                members: members
            )
        )
        return .skipChildren
    }

    /// `BootstrapComponent`, `Component<XDependency>`, `PluginizedComponent<…>`, `NonCoreComponent<…>`.
    private static func kind(of type: TypeSyntax) -> NeedleComponent.Kind? {
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return nil }
        switch identifier.name.text {
        case "BootstrapComponent":
            return .bootstrap
        case "Component":
            guard let argument = identifier.genericArgumentClause?.arguments.first else { return nil }
            return .child(dependency: argument.argument.trimmedDescription)
        case "PluginizedComponent", "NonCoreComponent":
            return .pluginized(identifier.name.text)
        default:
            return nil
        }
    }

    /// The values an initializer takes besides `parent` and stores with `self.x = x`, when its statements do only
    /// that and call `super.init`; none without an initializer; nil when there are several or it does more.
    private static func dynamicDependencies(_ initializers: [InitializerDeclSyntax]) -> [NeedleDynamicDependency]? {
        guard let initializer = initializers.first else { return [] }
        guard initializers.count == 1, let body = initializer.body else { return nil }
        let parameters = initializer.signature.parameterClause.parameters.filter { $0.firstName.text != "parent" }
        var stored: [String: String] = [:]
        for item in body.statements {
            if let call = item.item.as(FunctionCallExprSyntax.self),
                let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
                callee.base?.as(SuperExprSyntax.self) != nil, callee.declName.baseName.text == "init"
            {
                continue
            }
            guard let sequence = item.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
                return nil
            }
            let elements = Array(sequence.elements)
            guard let target = elements[0].as(MemberAccessExprSyntax.self),
                target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                elements[1].is(AssignmentExprSyntax.self),
                let value = elements[2].as(DeclReferenceExprSyntax.self)
            else { return nil }
            stored[value.baseName.text] = target.declName.baseName.text
        }
        var result: [NeedleDynamicDependency] = []
        for parameter in parameters {
            let internalName = (parameter.secondName ?? parameter.firstName).text
            guard parameter.firstName.text == internalName, stored[internalName] == internalName else { return nil }
            result.append(NeedleDynamicDependency(name: internalName, type: parameter.type.trimmedDescription))
        }
        return result
    }

    /// A member: a computed property or a function with a result is a provider; anything else is kept as written.
    private func read(_ declaration: DeclSyntax) -> NeedleMember {
        if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let type = binding.typeAnnotation?.type.trimmedDescription
        {
            guard let statements = Self.getter(binding.accessorBlock) else {
                return member(name, .other("a stored property"), type: type, statements: nil, declaration)
            }
            return member(name, .property, type: type, statements: statements, declaration)
        }
        if let function = declaration.as(FunctionDeclSyntax.self), let result = function.signature.returnClause,
            let body = function.body
        {
            let parameters = function.signature.parameterClause
            return member(
                function.name,
                .function(
                    parameters: parameters.trimmedDescription,
                    labels: parameters.parameters.map(\.firstName.text)),
                type: result.type.trimmedDescription, statements: body.statements, declaration)
        }
        let bindingName = declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern
            .as(IdentifierPatternSyntax.self)?.identifier
        let name = declaration.asProtocol(NamedDeclSyntax.self)?.name ?? bindingName
        return member(
            name ?? declaration.firstToken(viewMode: .sourceAccurate) ?? .identifier("?"),
            .other(Self.describe(declaration)), type: "", statements: nil, declaration)
    }

    private func member(
        _ name: TokenSyntax, _ kind: NeedleMember.Kind, type: String, statements: CodeBlockItemListSyntax?,
        _ declaration: DeclSyntax
    ) -> NeedleMember {
        var body = statements
        var shared = false
        if let statements, statements.count == 1, let call = Self.sharedCall(statements.first?.item) {
            body = call.statements
            shared = true
        }
        let location = name.startLocation(converter: converter)
        return NeedleMember(
            name: name.text, kind: kind, type: type,
            location: SourcePosition(path: path, line: location.line, column: location.column),
            statements: body, isShared: shared, declaration: declaration)
    }

    /// The closure of `shared { … }` (or `return shared { … }`).
    private static func sharedCall(_ item: CodeBlockItemSyntax.Item?) -> ClosureExprSyntax? {
        var expression = item?.as(ExprSyntax.self)
        if let statement = item?.as(ReturnStmtSyntax.self) { expression = statement.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "shared",
            call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty
        else { return nil }
        return call.trailingClosure
    }

    /// A getter's statements: `{ … }` or `{ get { … } }`; nil for a stored property or one with a setter.
    private static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
        guard let accessors = block?.accessors else { return nil }
        if case .getter(let statements) = accessors { return statements }
        guard case .accessors(let list) = accessors, list.count == 1, let only = list.first,
            only.accessorSpecifier.text == "get"
        else { return nil }
        return only.body?.statements
    }

    /// `a nested type`, `a method without a result`, `a subscript`…: what a kept member is, for the report.
    private static func describe(_ declaration: DeclSyntax) -> String {
        if declaration.is(FunctionDeclSyntax.self) { return "a method without a result" }
        if declaration.is(SubscriptDeclSyntax.self) { return "a subscript" }
        if declaration.is(VariableDeclSyntax.self) { return "a stored property" }
        if declaration.is(TypeAliasDeclSyntax.self) { return "a type alias" }
        if declaration.asProtocol(DeclGroupSyntax.self) != nil { return "a nested type" }
        return "a member"
    }
}
