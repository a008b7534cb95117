import SutureSyntax
import SwiftParser
import SwiftSyntax

/// Parses a file with the statements of its functions' and initializers' bodies turned into spaces, where that
/// changes nothing the scanner reads, so the parser passes over them as whitespace.
///
/// Nothing in a body is read unless it names an annotation, and a body without braces, strings, comments, `#`
/// and `@` can hold no declaration, attribute or literal that could: what stands between its braces matters only
/// to the parser, which spends a fifth to a quarter of its time on it in a typical module. Which `{` opens a body
/// the text alone cannot tell for sure (the first brace after `init(count: Int = make() { 1 })` is a closure that a
/// default value spells), so the parsed tree decides: each blanked brace must open the body of a function or
/// initializer that stands among declarations (in a file, a type or an extension, never in an expression or
/// another body). When one does not, the text is parsed again as written. Lines and columns stay as they are:
/// line breaks are kept, every other byte becomes a space.
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

    /// Blanks the plain statements of the first braces after each `func` or `init` that stands among declarations
    /// (outside every body, closure and accessor, as far as the braces before it tell), and returns the offsets of
    /// the `{` of each blanked body, in order.
    ///
    /// Strings and comments are passed over roughly; a wrong guess costs the second parse, never a wrong tree.
    static func blank(_ bytes: inout [UInt8]) -> [Int] {
        bytes.withUnsafeMutableBufferPointer { blank(in: $0) }
    }

    private static func blank(in bytes: UnsafeMutableBufferPointer<UInt8>) -> [Int] {
        var braces: [Int] = []
        // For each open brace: whether it opens code (a body, closure or accessor) rather than a type's members.
        var opensCode: [Bool] = []
        var codeDepth = 0
        // The last keyword of a declaration met since the last brace: what the next `{` opens.
        var keyword = Keyword.none
        var wordStart = -1
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isNamePart(byte) {
                if wordStart < 0 { wordStart = index }
                index += 1
                continue
            }
            if wordStart >= 0 {
                if let found = Keyword(bytes[wordStart..<index]) { keyword = found }
                wordStart = -1
            }
            switch byte {
            case UInt8(ascii: "{"):
                if codeDepth == 0, keyword == .function, let end = plainBodyEnd(bytes, from: index) {
                    for offset in (index + 1)..<end where bytes[offset] != 10 && bytes[offset] != 13 {
                        bytes[offset] = 32
                    }
                    braces.append(index)
                    keyword = .none
                    index = end + 1
                    continue
                }
                let isCode = codeDepth > 0 || keyword != .type
                opensCode.append(isCode)
                if isCode { codeDepth += 1 }
                keyword = .none
            case UInt8(ascii: "}"):
                if let isCode = opensCode.popLast(), isCode { codeDepth -= 1 }
                keyword = .none
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index + 1 < count, bytes[index + 1] != 10 { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index += 1
            case UInt8(ascii: "\""):
                index = stringEnd(bytes, from: index)
            default:
                break
            }
            index += 1
        }
        return braces
    }

    /// The offset of the `}` that closes the `{` at `start` when only plain statements stand between them, if any.
    private static func plainBodyEnd(_ bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int? {
        var end = start + 1
        var hasStatement = false
        while end < bytes.count, isPlain(bytes[end]) {
            if !isSpace(bytes[end]) { hasStatement = true }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), hasStatement else { return nil }
        return end
    }

    /// The offset of the last `"` of the string literal that starts at `start` (roughly: a one-line literal ends at
    /// the next unescaped `"` or line break, a multi-line one at the next `"""`).
    private static func stringEnd(_ bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        let count = bytes.count
        let quote = UInt8(ascii: "\"")
        if start + 2 < count, bytes[start + 1] == quote, bytes[start + 2] == quote {
            var index = start + 3
            while index + 2 < count, !(bytes[index] == quote && bytes[index + 1] == quote && bytes[index + 2] == quote)
            {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(index + 2, count - 1)
        }
        var index = start + 1
        while index < count, bytes[index] != quote, bytes[index] != 10 {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index, count - 1)
    }

    /// The keywords that tell what the next `{` opens.
    private enum Keyword {
        case none
        /// `struct`, `class`, `enum`, `protocol`, `actor`, `extension`: a type's members.
        case type
        /// `func`, `init`: a body, the one the scanner blanks.
        case function
        /// `var`, `let`, `subscript`, `deinit` and the like: code.
        case other

        init?(_ word: Slice<UnsafeMutableBufferPointer<UInt8>>) {
            // Most names are no keyword: told apart by their length and first letter before any comparison.
            guard word.count >= 3, word.count <= 9, let first = word.first, first >= UInt8(ascii: "a") else {
                return nil
            }
            for (spelling, keyword) in Self.spellings
            where spelling.count == word.count && spelling[0] == first && spelling.elementsEqual(word) {
                self = keyword
                return
            }
            return nil
        }

        private static let spellings: [([UInt8], Keyword)] = {
            let keywords: [(String, Keyword)] = [
                ("struct", .type), ("class", .type), ("enum", .type), ("protocol", .type), ("actor", .type),
                ("extension", .type), ("func", .function), ("init", .function), ("var", .other), ("let", .other),
                ("subscript", .other), ("deinit", .other), ("get", .other), ("set", .other), ("willSet", .other),
                ("didSet", .other), ("case", .other), ("return", .other),
            ]
            return keywords.map { (Array($0.0.utf8), $0.1) }
        }()
    }

    private static func isNamePart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
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
