import SutureSyntax
import SwiftSyntax

/// The declarations of a file that give names meaning: types (with what they conform to), typealiases and imports.
struct DeclarationIndex {
    /// A type declared or extended here, by its full dotted name, with the types its inheritance clause names.
    struct TypeEntry {
        var fullName: String
        var inherited: [String]
        var scope: [String]
        var isExtension: Bool
        var isProtocol = false
    }

    /// `typealias Name = Target`, with the scope the target is read in.
    struct Alias {
        var fullName: String
        var target: String
        var scope: [String]
    }

    var types: [TypeEntry] = []
    var aliases: [Alias] = []
    /// The modules the file imports, by name.
    var imports: [String] = []
    /// Full names of the types marked `@Injectable`, whether or not their declaration reads without errors.
    var injectableNames: [String] = []

    /// Indexes a parsed file.
    init(_ file: SourceFileSyntax) {
        let collector = DeclarationCollector()
        collector.walk(file)
        self = collector.index
    }

    init() {}
}

/// Walks a file, keeping the enclosing type names, and records types, typealiases and imports.
private final class DeclarationCollector: SyntaxVisitor {
    var index = DeclarationIndex()
    private var scope: [String] = []
    private var depthInBodies = 0

    init() { super.init(viewMode: .sourceAccurate) }

    private func enter(
        _ name: String,
        inherited: InheritanceClauseSyntax?,
        isExtension: Bool,
        isProtocol: Bool = false,
        attributes: AttributeListSyntax? = nil
    ) -> SyntaxVisitorContinueKind {
        scopeStack.append(scope)
        let fullName = isExtension ? name : (scope + [name]).joined(separator: ".")
        if depthInBodies == 0, attributes?.first(.injectable) != nil {
            index.injectableNames.append(fullName)
        }
        if depthInBodies == 0 {
            let inheritedNames = inherited?.inheritedTypes.map { $0.type.trimmedSource } ?? []
            index.types.append(
                .init(
                    fullName: fullName,
                    inherited: inheritedNames,
                    scope: scope,
                    isExtension: isExtension,
                    isProtocol: isProtocol
                )
            )
        }
        scope = isExtension ? fullName.split(separator: ".").map(String.init) : scope + [name]
        return .visitChildren
    }

    private var scopeStack: [[String]] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        return enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, isProtocol: true)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        return enter(node.extendedType.trimmedSource, inherited: node.inheritanceClause, isExtension: true)
    }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visitPost(_ node: ActorDeclSyntax) { pop() }
    override func visitPost(_ node: ProtocolDeclSyntax) { pop() }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func pop() { scope = scopeStack.popLast() ?? [] }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        // Nothing declared in a body is named from outside it: its statements are not read at all.
        depthInBodies += 1
        return .skipChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { depthInBodies -= 1 }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if depthInBodies == 0 {
            let name = (scope + [node.name.text]).joined(separator: ".")
            index.aliases.append(.init(fullName: name, target: node.initializer.value.trimmedSource, scope: scope))
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { index.imports.append(first.name.text) }
        return .skipChildren
    }
}
