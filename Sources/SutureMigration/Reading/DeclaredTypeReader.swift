import SwiftSyntax

/// Reads the classes, structs and actors a file declares, at any depth, with their initializers.
package enum DeclaredTypeReader {
    /// The types `file` declares, in source order.
    package static func types(in file: SourceFileSyntax, path: String) -> [DeclaredType] {
        let visitor = DeclaredTypeVisitor(path: path, file: file)
        visitor.walk(file)
        return visitor.found
    }
}

/// Walks a file for type declarations.
private final class DeclaredTypeVisitor: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    let text: [UInt8]
    var found: [DeclaredType] = []

    init(path: String, file: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: file)
        self.text = Array(file.syntaxTextBytes)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name, kind: .class, generics: node.genericParameterClause != nil)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name, kind: .struct, generics: node.genericParameterClause != nil)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, name: node.name, kind: .actor, generics: node.genericParameterClause != nil)
        return .visitChildren
    }

    private func record(_ node: some DeclGroupSyntax, name: TokenSyntax, kind: DeclaredType.Kind, generics: Bool) {
        let annotated = node.attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return attribute.attributeName.trimmedDescription.hasSuffix("Injectable")
        }
        var initializers: [DeclaredInitializer] = []
        var memberwise: [DeclaredParameter] = []
        for member in node.memberBlock.members {
            if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                initializers.append(read(initializer))
            } else if let variable = member.decl.as(VariableDeclSyntax.self), kind == .struct {
                memberwise += storedProperties(variable)
            }
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let location = name.startLocation(converter: converter)
        found.append(
            DeclaredType(
                name: name.text,
                kind: kind,
                path: path,
                location: SourcePosition(path: path, line: location.line, column: location.column),
                insertionOffset: start,
                indentation: indentation(at: start),
                isGeneric: generics,
                isAnnotated: annotated,
                initializers: initializers,
                memberwiseParameters: memberwise
            )
        )
    }

    private func read(_ initializer: InitializerDeclSyntax) -> DeclaredInitializer {
        let start = initializer.positionAfterSkippingLeadingTrivia.utf8Offset
        let marked = initializer.attributes.contains { element in
            element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Inject"
        }
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            DeclaredParameter(
                label: parameter.firstName.text == "_" ? nil : parameter.firstName.text,
                type: parameter.type.trimmedDescription,
                insertionOffset: parameter.firstName.positionAfterSkippingLeadingTrivia.utf8Offset
            )
        }
        return DeclaredInitializer(
            parameters: parameters,
            isMarkedInject: marked,
            insertionOffset: start,
            indentation: indentation(at: start),
            isFailable: initializer.optionalMark != nil
        )
    }

    /// A struct's stored properties that its memberwise initializer takes: `let`/`var` without a default, not
    /// computed, not static.
    private func storedProperties(_ variable: VariableDeclSyntax) -> [DeclaredParameter] {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        guard !isStatic else { return [] }
        return variable.bindings.compactMap { binding in
            guard binding.initializer == nil, binding.accessorBlock == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type.trimmedDescription
            else { return nil }
            return DeclaredParameter(label: name, type: type, insertionOffset: nil)
        }
    }

    /// The spaces and tabs that start the line holding `offset`.
    private func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }
}
