import SutureSyntax
import SwiftSyntax

/// The declarations of a file that give names meaning: types (with what they conform to), typealiases and imports.
struct DeclarationIndex {
    /// A type declared or extended here, by its full dotted name, with the types its inheritance clause names.
    struct TypeEntry: Hashable {
        var fullName: String
        var inherited: [String]
        var scope: [String]
        var isExtension: Bool
        var isProtocol = false
        /// The type's own access level, as written or by default (types around it narrow it further).
        var access = TypeAccess(level: .internal, isWritten: false)
    }

    /// `typealias Name = Target`, with the scope the target is read in.
    struct Alias: Hashable {
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

    /// Indexes a file parsed from `text`.
    init(_ file: SourceFileSyntax, text: String) {
        let collector = DeclarationCollector(words: WordOffsets(of: Self.declarationKeywords, in: text))
        collector.walk(file)
        self = collector.index
    }

    /// The keywords of the declarations the index records: a statement or member whose text holds none of them
    /// declares nothing it records.
    static let declarationKeywords = [
        "struct", "class", "enum", "protocol", "actor", "extension", "typealias", "import",
    ]

    init() {}
}

/// Walks a file, keeping the enclosing type names, and records types, typealiases and imports.
private final class DeclarationCollector: SyntaxVisitor {
    var index = DeclarationIndex()
    private var scope: [String] = []
    private var depthInBodies = 0
    /// The level an extension's modifier gives what it declares, inside that extension.
    private var memberDefault: TypeAccess?
    private var memberDefaultStack: [TypeAccess?] = []
    /// Where the file's text holds a keyword of a declaration the index records.
    private let words: WordOffsets

    init(words: WordOffsets) {
        self.words = words
        super.init(viewMode: .sourceAccurate)
    }

    /// Enters a statement or member only when its text holds a declaration's keyword.
    private func enterWhenDeclaring(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        words.containsWord(in: node.position.utf8Offset..<node.endPosition.utf8Offset) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenDeclaring(node) }
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenDeclaring(node) }

    private func enter(
        _ name: String,
        inherited: InheritanceClauseSyntax?,
        isExtension: Bool,
        isProtocol: Bool = false,
        attributes: AttributeListSyntax? = nil,
        modifiers: DeclModifierListSyntax
    ) -> SyntaxVisitorContinueKind {
        scopeStack.append(scope)
        memberDefaultStack.append(memberDefault)
        let written = modifiers.writtenAccessLevel.map { TypeAccess(level: $0, isWritten: true) }
        // The type's own level; the types around it narrow it later, by name, extensions' types included.
        // An extension has none: what it writes is the default of the members it declares.
        let unwritten = TypeAccess(level: isExtension ? .public : .internal, isWritten: false)
        let access = isExtension ? unwritten : written ?? memberDefault ?? unwritten
        memberDefault = isExtension ? written : nil
        let fullName = isExtension || scope.isEmpty ? name : (scope + [name]).joined(separator: ".")
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
                    isProtocol: isProtocol,
                    access: access
                )
            )
        }
        scope = isExtension ? fullName.split(separator: ".").map(String.init) : scope + [name]
        return .visitChildren
    }

    private var scopeStack: [[String]] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes,
            modifiers: node.modifiers)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes,
            modifiers: node.modifiers)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes,
            modifiers: node.modifiers)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(
            node.name.text, inherited: node.inheritanceClause, isExtension: false, attributes: node.attributes,
            modifiers: node.modifiers)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        return enter(
            node.name.text, inherited: node.inheritanceClause, isExtension: false, isProtocol: true,
            modifiers: node.modifiers)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        return enter(
            node.extendedType.trimmedSource, inherited: node.inheritanceClause, isExtension: true,
            modifiers: node.modifiers)
    }
    override func visitPost(_ node: ClassDeclSyntax) { pop() }
    override func visitPost(_ node: StructDeclSyntax) { pop() }
    override func visitPost(_ node: EnumDeclSyntax) { pop() }
    override func visitPost(_ node: ActorDeclSyntax) { pop() }
    override func visitPost(_ node: ProtocolDeclSyntax) { pop() }
    override func visitPost(_ node: ExtensionDeclSyntax) { pop() }

    private func pop() {
        scope = scopeStack.popLast() ?? []
        memberDefault = memberDefaultStack.popLast() ?? nil
    }

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

extension DeclModifierListSyntax {
    /// The access level written among the modifiers, if any (`private(set)` and the like do not count).
    fileprivate var writtenAccessLevel: AccessLevel? {
        for modifier in self where modifier.detail == nil {
            if let level = AccessLevel(rawValue: modifier.name.text) { return level }
        }
        return nil
    }
}
