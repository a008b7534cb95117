import SutureSyntax
import SwiftIfConfig
import SwiftSyntax

/// A source file whose Suture declarations, or the imports beside them, stand in `#if` blocks: which clauses each
/// configuration keeps, and the file's text as that configuration compiles it.
///
/// The text of a configuration keeps every byte where it was: inactive clauses and the `#if` lines become spaces
/// (line breaks stay), so the declarations read from it have the lines and columns of the real file.
struct ConditionalFile: Sendable {
    /// One `#if` block that decides declarations.
    struct Block: Sendable {
        /// The block.
        var declaration: IfConfigDeclSyntax
        /// The clauses of blocks around it, outermost first: it exists only where each of them is active.
        var enclosingClauses: [(block: Int, clause: Int)]
    }

    /// The file as written.
    let file: SourceFile
    /// The blocks that decide declarations, in source order (an enclosing block before those inside it).
    let blocks: [Block]
    /// What the blocks' conditions read.
    let settings: [BuildSetting: Set<String>]

    /// The file's deciding blocks, or `nil` when it has none (its declarations are the same in every configuration).
    init?(_ file: SourceFile, tree: SourceFileSyntax) {
        let finder = BlockFinder()
        finder.walk(tree)
        guard !finder.blocks.isEmpty else { return nil }
        var reader = BuildSettingReader()
        for block in finder.blocks {
            for clause in block.declaration.clauses {
                if let condition = clause.condition { reader.read(condition) }
            }
        }
        self.file = file
        self.blocks = finder.blocks
        self.settings = reader.settings
    }

    /// The clause of each block that `configuration` keeps: its index, `nil` when no clause is active or the
    /// block itself is not (it stands in an inactive clause).
    func activeClauses(in configuration: some BuildConfiguration) -> [Int?] {
        var active: [Int?] = []
        for block in blocks {
            guard block.enclosingClauses.allSatisfy({ active[$0.block] == $0.clause }) else {
                active.append(nil)
                continue
            }
            let clause = block.declaration.activeClause(in: configuration).clause
            active.append(
                clause.flatMap { clause in
                    block.declaration.clauses.enumerated().first { $0.element.id == clause.id }?.offset
                }
            )
        }
        return active
    }

    /// The file's text with only the clauses `activeClauses` names, in place.
    func text(keeping activeClauses: [Int?]) -> String {
        var bytes = Array(file.text.utf8)
        func blank(_ start: AbsolutePosition, _ end: AbsolutePosition) {
            for offset in start.utf8Offset..<min(end.utf8Offset, bytes.count)
            where bytes[offset] != 10 && bytes[offset] != 13 {
                bytes[offset] = 32
            }
        }
        for (block, active) in zip(blocks, activeClauses) {
            // A block in an inactive clause is blanked with that clause.
            guard block.enclosingClauses.allSatisfy({ activeClauses[$0.block] == $0.clause }) else { continue }
            for (index, clause) in block.declaration.clauses.enumerated() {
                let start = clause.poundKeyword.positionAfterSkippingLeadingTrivia
                if index == active {
                    let directiveEnd =
                        clause.condition?.endPositionBeforeTrailingTrivia
                        ?? clause.poundKeyword.endPositionBeforeTrailingTrivia
                    blank(start, directiveEnd)
                } else {
                    blank(start, clause.endPositionBeforeTrailingTrivia)
                }
            }
            let endif = block.declaration.poundEndif
            blank(endif.positionAfterSkippingLeadingTrivia, endif.endPositionBeforeTrailingTrivia)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Finds the `#if` blocks that decide Suture declarations: those among the members of an annotated type, and
/// elsewhere those that hold an annotation or an import. Blocks in function bodies, closures and accessors decide
/// nothing the graph reads.
private final class BlockFinder: SyntaxVisitor {
    var blocks: [ConditionalFile.Block] = []
    private var enclosingClauses: [(block: Int, clause: Int)?] = []
    private var blockIndices: [SyntaxIdentifier: Int] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.decides(node) else { return .visitChildren }
        blockIndices[node.id] = blocks.count
        blocks.append(ConditionalFile.Block(declaration: node, enclosingClauses: enclosingClauses.compactMap { $0 }))
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let declaration = node.parent?.parent?.as(IfConfigDeclSyntax.self)
        if let declaration, let block = blockIndices[declaration.id],
            let clause = declaration.clauses.enumerated().first(where: { $0.element.id == node.id })?.offset
        {
            enclosingClauses.append((block, clause))
        } else {
            // A clause of a block that decides nothing: its contents are read in every configuration.
            enclosingClauses.append(nil)
        }
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { enclosingClauses.removeLast() }

    /// Whether a block decides what the graph reads.
    private static func decides(_ block: IfConfigDeclSyntax) -> Bool {
        if let group = enclosingGroup(of: block),
            AnnotationName.allCases.contains(where: { group.attributes.first($0) != nil })
        {
            return true
        }
        let text = block.description
        return SourceScanner.markers.contains { text.containsUTF8($0) } || text.containsUTF8("import ")
    }

    /// The type whose members a block stands among, through any blocks around it.
    private static func enclosingGroup(of block: IfConfigDeclSyntax) -> (any DeclGroupSyntax)? {
        var node = block.parent
        while let current = node {
            if current.is(MemberBlockSyntax.self) { return current.parent?.asProtocol((any DeclGroupSyntax).self) }
            guard
                current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                    || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self)
                    || current.is(IfConfigDeclSyntax.self)
            else { return nil }
            node = current.parent
        }
        return nil
    }
}
