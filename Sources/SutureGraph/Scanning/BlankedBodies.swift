import SutureSyntax
import SwiftParser
import SwiftSyntax

/// Parses a file with the statements of its functions' and initializers' bodies turned into spaces, where that
/// changes nothing the scanner reads, so the parser passes over them as whitespace.
///
/// Nothing in a body is read unless it names an annotation, and a body without braces, strings, comments, `#`
/// and `@` can hold no declaration, attribute or literal that could: what stands between its braces matters only
/// to the parser, which spends a quarter of its time on it in a typical module. Which `{` opens a body the text
/// alone cannot tell (`foo() { x }` may be a closure that a default value spells), so the parsed tree decides:
/// each blanked brace must open the body of a function or initializer that stands among declarations (in a
/// file, a type or an extension, never in an expression or another body). When one does not, the text is
/// parsed again as written. Lines and columns stay as they are: line breaks are kept, every other byte becomes a
/// space.
enum BlankedBodies {
    /// The syntax tree of `text`, read the same as `Parser.parse(source: text)` reads it, except in the bodies
    /// it blanks.
    static func parse(_ text: String) -> SourceFileSyntax {
        var bytes = Array(text.utf8)
        let braces = blank(&bytes)
        guard !braces.isEmpty else { return Parser.parse(source: text) }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let check = BodyCheck(braces: braces)
        check.walk(tree)
        return check.confirmed == braces.count ? tree : Parser.parse(source: text)
    }

    /// Blanks the plain statements between every `{` that follows a `)` and the next `}`, and returns the offsets
    /// of those `{`, in order.
    static func blank(_ bytes: inout [UInt8]) -> [Int] {
        var braces: [Int] = []
        var previous: UInt8 = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), previous == UInt8(ascii: ")") {
                var end = index + 1
                var hasStatement = false
                while end < count, isPlain(bytes[end]) {
                    if !isSpace(bytes[end]) { hasStatement = true }
                    end += 1
                }
                if end < count, bytes[end] == UInt8(ascii: "}"), hasStatement {
                    for offset in (index + 1)..<end where bytes[offset] != 10 && bytes[offset] != 13 {
                        bytes[offset] = 32
                    }
                    braces.append(index)
                    previous = UInt8(ascii: "}")
                    index = end + 1
                    continue
                }
            }
            if !isSpace(byte) { previous = byte }
            index += 1
        }
        return braces
    }

    /// Whether a byte may stand in a blanked body: ASCII that opens no brace, string, comment, attribute,
    /// directive or escaped name.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "/"),
            UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "\\"), UInt8(ascii: "`"):
            return false
        default:
            return byte < 0x80 && (byte >= 32 || isSpace(byte))
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13
    }
}

/// Counts the blanked braces that open the body of a function or initializer standing among declarations.
private final class BodyCheck: SyntaxAnyVisitor {
    /// The offsets of the blanked braces, in order.
    let braces: [Int]
    /// How many of them open such a body.
    var confirmed = 0
    private let offsets: WordOffsets

    init(braces: [Int]) {
        self.braces = braces
        offsets = WordOffsets(sortedOffsets: braces)
        super.init(viewMode: .sourceAccurate)
    }

    /// Anything but a declaration, a list of them or a `#if` around them: no body standing among declarations.
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enterWhenHoldingBrace(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        offsets.containsWord(in: node.position.utf8Offset..<node.endPosition.utf8Offset)
            ? .visitChildren : .skipChildren
    }

    private func check(_ body: CodeBlockSyntax?) -> SyntaxVisitorContinueKind {
        if let body {
            let offset = body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            if offsets.containsWord(in: offset..<(offset + 1)) { confirmed += 1 }
        }
        return .skipChildren
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenHoldingBrace(node) }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenHoldingBrace(node) }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: IfConfigClauseListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { check(node.body) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { check(node.body) }
}
