import SwiftSyntax

/// Finds the Swinject registrations of one parsed file: every `register(_:…)` and `autoregister(_:…)` call whose first
/// argument is `Service.self`, with the calls chained after it and the `Assembly` it stands in.
package enum SwinjectReader {
    /// The registrations of `file`, in source order.
    package static func registrations(in file: SourceFileSyntax, path: String) -> [SwinjectRegistration] {
        let converter = SourceLocationConverter(fileName: path, tree: file)
        let imports = file.statements.compactMap { item -> String? in
            guard let declaration = item.item.as(ImportDeclSyntax.self) else { return nil }
            let module = declaration.path.trimmedDescription
            return module.hasPrefix("Swinject") ? nil : module
        }
        let visitor = RegistrationVisitor(path: path, converter: converter, imports: imports)
        visitor.walk(file)
        return visitor.found
    }
}

/// Walks a file for registration calls.
private final class RegistrationVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    let imports: [String]
    var found: [SwinjectRegistration] = []

    init(path: String, converter: SourceLocationConverter, imports: [String]) {
        self.path = path
        self.converter = converter
        self.imports = imports
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let call = Self.call(named: member.declName.baseName.text),
            let first = node.arguments.first, first.label == nil,
            let serviceType = TypeReference.selfType(first.expression)
        else {
            return .visitChildren
        }
        found.append(read(node, call: call, serviceType: serviceType))
        // A registration inside a factory is not read twice; the factory's own body is read by the converter.
        return .skipChildren
    }

    private static func call(named name: String) -> SwinjectRegistration.Call? {
        switch name {
        case "register": .register
        case "autoregister": .autoregister
        default: nil
        }
    }

    private func read(
        _ node: FunctionCallExprSyntax, call: SwinjectRegistration.Call, serviceType: String
    ) -> SwinjectRegistration {
        let location = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName
            .startLocation(converter: converter)
        var name: String?
        var unreadableName: String?
        var factory = node.trailingClosure
        var initializer: ExprSyntax?
        var argumentTypes: [String] = []
        var readingArguments = false
        for argument in node.arguments.dropFirst() {
            let label = argument.label?.text
            if label != nil { readingArguments = false }
            switch label {
            case "name":
                if let literal = StringLiteral.value(of: argument.expression) {
                    name = literal
                } else {
                    unreadableName = argument.expression.trimmedDescription
                }
            case "factory":
                factory = argument.expression.as(ClosureExprSyntax.self)
            case "initializer":
                initializer = argument.expression
            case "argument", "arguments":
                readingArguments = true
                argumentTypes.append(
                    TypeReference.selfType(argument.expression) ?? argument.expression.trimmedDescription)
            case nil where readingArguments:
                argumentTypes.append(
                    TypeReference.selfType(argument.expression) ?? argument.expression.trimmedDescription)
            default:
                break
            }
        }
        var scope: SwinjectScope?
        var forwarded: [String] = []
        var initCompleted = false
        var unknown: [String] = []
        var outer = Syntax(node)
        while let access = outer.parent?.as(MemberAccessExprSyntax.self), access.base?.id == outer.id,
            let chained = access.parent?.as(FunctionCallExprSyntax.self), chained.calledExpression.id == access.id
        {
            let modifier = access.declName.baseName.text
            switch modifier {
            case "inObjectScope":
                if let argument = chained.arguments.first?.expression {
                    scope = SwinjectScope(name: Self.scopeName(argument))
                }
            case "implements":
                forwarded += chained.arguments.compactMap { TypeReference.selfType($0.expression) }
            case "initCompleted":
                initCompleted = true
            default:
                unknown.append(modifier)
            }
            outer = Syntax(chained)
        }
        return SwinjectRegistration(
            call: call,
            location: SourcePosition(
                path: path, line: location?.line ?? 1, column: location?.column ?? 1),
            serviceType: serviceType,
            name: name,
            unreadableName: unreadableName,
            factory: factory,
            initializer: initializer,
            autoregisteredArgumentTypes: argumentTypes,
            scope: scope,
            forwardedTypes: forwarded,
            hasInitCompleted: initCompleted,
            unknownModifiers: unknown,
            assembly: Self.assembly(around: node),
            fileImports: imports
        )
    }

    /// `.container`, `ObjectScope.container`, `.session` → the scope's name.
    private static func scopeName(_ expression: ExprSyntax) -> String {
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return access.declName.baseName.text
        }
        return expression.trimmedDescription
    }

    /// The type around `node` that conforms to `Assembly`, by its name.
    private static func assembly(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
            if let type = candidate.asProtocol(DeclGroupSyntax.self),
                let inherited = type.inheritanceClause?.inheritedTypes,
                inherited.contains(where: { $0.type.trimmedDescription.hasSuffix("Assembly") })
            {
                return TypeReference.name(of: type)
            }
            current = candidate.parent
        }
        return nil
    }
}
