import SutureSyntax
import SwiftParser
import SwiftSyntax

/// Parses a file with the statements of its functions' and initializers' bodies turned into spaces, where that
/// changes nothing the scanner reads, so the parser passes over them as whitespace; likewise a class's or an actor's
/// plain stored properties.
///
/// Nothing in a body is read unless it names an annotation, and a body without braces, strings, comments, `#`
/// and `@` can hold no declaration, attribute or literal that could: what stands between its braces matters only
/// to the parser, which spends a fifth to a quarter of its time on it in a typical module. Which `{` opens a body
/// the text alone cannot tell for sure (the first brace after `init(count: Int = make() { 1 })` is a closure that a
/// default value spells), so the parsed tree decides: each blanked brace must open the body of a function or
/// initializer that stands among declarations (in a file, a type or an extension, never in an expression or
/// another body). When one does not, the text is parsed again as written. Lines and columns stay as they are:
/// line breaks are kept, every other byte becomes a space.
///
/// A class or an actor is built with an initializer it declares, or `init()`: a stored property without an
/// attribute is never read (a struct's are, for its memberwise initializer). A line that holds one whole, such as
/// `let oven: Oven` or `private var count: Int?` (no value, accessor, attribute or comment), is blanked when it
/// stands among a class's members as far as the braces before it tell; the tree decides here too: each blanked line
/// must lie between two members of a class or an actor (or before its closing brace), outside any `#if`, and the
/// blanked text must parse without an error.
///
/// Most types carry no annotation, and are parsed only for their name, access and inheritance: nothing in the member
/// block of a class, struct, enum, actor or extension without any attribute is read, unless the block holds an
/// attribute, a `#` (a `#if`, a macro) or a nested declaration that gives a name (`struct`, `class`, `enum`,
/// `protocol`, `actor`, `extension`, `typealias`, `import`). Such a block, when it also holds no string, block
/// comment, `/` operator or non-ASCII byte outside its line comments, is blanked whole between its braces. The tree
/// decides: each must be the member block of a class, struct, enum, actor or extension with no attribute, standing
/// among declarations outside every body and `#if`, and the blanked text must parse without an error.
enum BlankedBodies {
    /// The syntax tree of `text`, read the same as `Parser.parse(source: text)` reads it, except in the bodies
    /// it blanks.
    static func parse(_ text: String) -> SourceFileSyntax {
        var bytes = Array(text.utf8)
        let blanks = blank(&bytes)
        guard !blanks.braces.isEmpty || !blanks.properties.isEmpty || !blanks.memberBlocks.isEmpty else {
            return Parser.parse(source: text)
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if !blanks.properties.isEmpty || !blanks.memberBlocks.isEmpty, tree.hasError {
            return Parser.parse(source: text)
        }
        let check = BodyCheck(blanks)
        check.walk(tree)
        let isConfirmed =
            check.confirmed == blanks.braces.count && check.confirmedProperties == blanks.properties.count
            && check.confirmedMemberBlocks == blanks.memberBlocks.count
        return isConfirmed ? tree : Parser.parse(source: text)
    }

    /// What `blank` turned into spaces: the offsets of the `{` of each blanked body, of the first byte of each
    /// blanked stored property and of the `{` of each blanked member block, each in order.
    struct Blanks {
        var braces: [Int] = []
        var properties: [Int] = []
        var memberBlocks: [Int] = []
    }

    /// Blanks the plain statements of the first braces after each `func` or `init` that stands among declarations
    /// (outside every body, closure and accessor, as far as the braces before it tell), each line that holds a
    /// plain stored property among a class's or an actor's members, and the plain member block of each class,
    /// struct, enum, actor or extension that no attribute marks, outside every body and `#if`.
    ///
    /// Strings and comments are passed over roughly; a wrong guess costs the second parse, never a wrong tree.
    static func blank(_ bytes: inout [UInt8]) -> Blanks {
        bytes.withUnsafeMutableBufferPointer { blank(in: $0) }
    }

    /// What an open brace opens.
    private enum Opening {
        /// A body, closure or accessor.
        case code
        /// A class's or an actor's members.
        case classMembers
        /// The members of a struct, an enum, a protocol or an extension.
        case otherMembers
    }

    private static func blank(in bytes: UnsafeMutableBufferPointer<UInt8>) -> Blanks {
        var blanks = Blanks()
        var opened: [Opening] = []
        var codeDepth = 0
        // The last keyword of a declaration met since the last brace: what the next `{` opens.
        var keyword = Keyword.none
        // Whether a `@` stood since the last brace, and before the last type's keyword; how many `#if` are open.
        var attributeSeen = false
        var typeIsAttributed = false
        var conditionDepth = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // A word, read whole in a loop of its own (the outer one keeps much state).
            if isNamePart(byte) {
                let wordStart = index
                repeat { index += 1 } while index < count && isNamePart(bytes[index])
                if let found = Keyword(bytes[wordStart..<index]) {
                    // `protocol Name: class` stays a protocol.
                    if !(keyword == .protocolType && found == .classType) { keyword = found }
                    if found == .classType || found == .type || found == .protocolType {
                        typeIsAttributed = attributeSeen
                    }
                }
                continue
            }
            // The most common byte between words, which nothing below reads.
            if byte == 32 {
                index += 1
                continue
            }
            switch byte {
            case 10 where opened.last == .classMembers:
                if let (start, end) = plainStoredProperty(bytes, after: index) {
                    for offset in start..<end where bytes[offset] != 13 { bytes[offset] = 32 }
                    blanks.properties.append(start)
                    keyword = .other
                    attributeSeen = false
                    index = end
                    continue
                }
            case UInt8(ascii: "{"):
                if codeDepth == 0, keyword == .function, let end = plainBodyEnd(bytes, from: index) {
                    for offset in (index + 1)..<end where bytes[offset] != 10 && bytes[offset] != 13 {
                        bytes[offset] = 32
                    }
                    blanks.braces.append(index)
                    keyword = .none
                    attributeSeen = false
                    index = end + 1
                    continue
                }
                if codeDepth == 0, conditionDepth == 0, keyword == .classType || keyword == .type, !typeIsAttributed,
                    let end = plainMemberBlockEnd(bytes, from: index)
                {
                    for offset in (index + 1)..<end where bytes[offset] != 10 && bytes[offset] != 13 {
                        bytes[offset] = 32
                    }
                    blanks.memberBlocks.append(index)
                    keyword = .none
                    attributeSeen = false
                    index = end + 1
                    continue
                }
                let opening: Opening =
                    switch keyword {
                    case _ where codeDepth > 0: .code
                    case .classType: .classMembers
                    case .type, .protocolType: .otherMembers
                    case .none, .function, .other: .code
                    }
                opened.append(opening)
                if opening == .code { codeDepth += 1 }
                keyword = .none
                attributeSeen = false
            case UInt8(ascii: "}"):
                if opened.popLast() == .code { codeDepth -= 1 }
                keyword = .none
                attributeSeen = false
            case UInt8(ascii: "@"):
                attributeSeen = true
            case UInt8(ascii: "#"):
                if isWord("if", in: bytes, at: index + 1) {
                    conditionDepth += 1
                } else if isWord("endif", in: bytes, at: index + 1) {
                    conditionDepth -= 1
                }
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
        return blanks
    }

    /// The bytes of the line after the line break at `lineBreak` from its first word to its end, when the line holds
    /// one plain stored property whole: `let` or `var` after modifiers without arguments, a name, `:` and a type
    /// spelled with names, `.`, `?`, `!`, `,`, `:`, `&` and balanced `<>` and `[]`, ending the line.
    private static func plainStoredProperty(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, after lineBreak: Int
    ) -> (start: Int, end: Int)? {
        let count = bytes.count
        var index = lineBreak + 1
        while index < count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
        let start = index
        // The modifiers and the introducer.
        var introduced = false
        while !introduced {
            let wordStart = index
            while index < count, isNamePart(bytes[index]) { index += 1 }
            guard index > wordStart, index < count, bytes[index] == 32 else { return nil }
            switch PropertyWord(bytes[wordStart..<index]) {
            case .introducer: introduced = true
            case .modifier: break
            case nil: return nil
            }
            while index < count, bytes[index] == 32 { index += 1 }
        }
        // The name, and its colon.
        let nameStart = index
        while index < count, isNamePart(bytes[index]) { index += 1 }
        guard index > nameStart, !(bytes[nameStart] >= UInt8(ascii: "0") && bytes[nameStart] <= UInt8(ascii: "9"))
        else { return nil }
        while index < count, bytes[index] == 32 { index += 1 }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        // The type, to the end of the line.
        var angles = 0
        var squares = 0
        var last: UInt8 = UInt8(ascii: ":")
        while index < count, bytes[index] != 10, bytes[index] != 13 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">"): angles -= 1
            case UInt8(ascii: "["): squares += 1
            case UInt8(ascii: "]"): squares -= 1
            case UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ","), UInt8(ascii: ":"),
                UInt8(ascii: "&"), 32, 9:
                break
            default:
                guard isNamePart(byte) else { return nil }
            }
            guard angles >= 0, squares >= 0 else { return nil }
            if byte != 32, byte != 9 { last = byte }
            index += 1
        }
        // A line that ends in `,`, `:`, `&` or `.` goes on with the next: not the whole declaration.
        guard angles == 0, squares == 0, last != UInt8(ascii: ","), last != UInt8(ascii: ":"),
            last != UInt8(ascii: "&"), last != UInt8(ascii: ".")
        else { return nil }
        return (start, index)
    }

    /// The words a plain stored property's line starts with.
    private enum PropertyWord {
        /// `let`, `var`.
        case introducer
        /// An access level, `final`, `weak`, `unowned`, `nonisolated`.
        case modifier

        init?(_ word: Slice<UnsafeMutableBufferPointer<UInt8>>) {
            guard word.count >= 3, word.count <= 11 else { return nil }
            for (spelling, kind) in Self.spellings where spelling.count == word.count && spelling.elementsEqual(word) {
                self = kind
                return
            }
            return nil
        }

        private static let spellings: [([UInt8], PropertyWord)] = [(String, PropertyWord)]([
            ("let", .introducer), ("var", .introducer), ("private", .modifier), ("fileprivate", .modifier),
            ("internal", .modifier), ("package", .modifier), ("public", .modifier), ("open", .modifier),
            ("final", .modifier), ("weak", .modifier), ("unowned", .modifier), ("nonisolated", .modifier),
        ]).map { (Array($0.0.utf8), $0.1) }
    }

    /// The offset of the `}` that closes the `{` at `start` when the members between them are plain: some text, but
    /// no keyword of a declaration that gives a name, no attribute or `#`, and nothing that takes a full lexer to pass
    /// over: ASCII outside line comments, no string, character, escaped name, block comment, or `/` that opens no line
    /// comment (an operator or a regular expression literal).
    private static func plainMemberBlockEnd(_ bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int? {
        let count = bytes.count
        var depth = 0
        var index = start + 1
        var hasMember = false
        while index < count {
            let byte = bytes[index]
            if isNamePart(byte) {
                hasMember = true
                let wordStart = index
                repeat { index += 1 } while index < count && isNamePart(bytes[index])
                if isNameGiving(bytes[wordStart..<index]) { return nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "}"):
                if depth == 0 { return hasMember ? index : nil }
                depth -= 1
            case UInt8(ascii: "/"):
                guard index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") else { return nil }
                while index + 1 < count, bytes[index + 1] != 10, bytes[index + 1] != 13 { index += 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: "`"):
                return nil
            default:
                guard byte < 0x80, byte >= 32 || isSpace(byte) else { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Whether a word is the keyword of a declaration that `DeclarationIndex` records.
    private static func isNameGiving(_ word: Slice<UnsafeMutableBufferPointer<UInt8>>) -> Bool {
        guard word.count >= 4, word.count <= 9, let first = word.first, first >= UInt8(ascii: "a") else { return false }
        return nameGivingKeywords.contains { $0.count == word.count && $0[0] == first && $0.elementsEqual(word) }
    }

    private static let nameGivingKeywords = DeclarationIndex.declarationKeywords.map { Array($0.utf8) }

    /// Whether `word` stands at `start`, followed by no part of a name.
    private static func isWord(
        _ word: StaticString, in bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int
    ) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start + length <= bytes.count else { return false }
        for offset in 0..<length where bytes[start + offset] != word.utf8Start[offset] { return false }
        return start + length == bytes.count || !isNamePart(bytes[start + length])
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
        /// `class`, `actor`: a type's members, which may stand for an initializer they do not take part in.
        case classType
        /// `struct`, `enum`, `extension`: a type's members.
        case type
        /// `protocol`: its requirements.
        case protocolType
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
                ("struct", .type), ("class", .classType), ("enum", .type), ("protocol", .protocolType),
                ("actor", .classType), ("extension", .type), ("func", .function), ("init", .function),
                ("var", .other), ("let", .other), ("subscript", .other), ("deinit", .other), ("get", .other),
                ("set", .other), ("willSet", .other), ("didSet", .other), ("case", .other), ("return", .other),
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

/// Counts the blanked braces that open the body of a function or initializer standing among declarations, the
/// blanked stored properties that stand between a class's or an actor's members, and the blanked member blocks of
/// types without attributes that stand among declarations outside any `#if`.
private final class BodyCheck: SyntaxAnyVisitor {
    /// How many blanked braces open such a body.
    var confirmed = 0
    /// How many blanked stored properties stand between such members.
    var confirmedProperties = 0
    /// How many blanked member blocks belong to such types.
    var confirmedMemberBlocks = 0
    /// Where anything was blanked: the braces, the properties and the member blocks.
    private let offsets: WordOffsets
    private let braces: WordOffsets
    private let memberBlocks: WordOffsets
    private let hasMemberBlocks: Bool
    /// The offsets of the blanked properties, in order.
    private let properties: [Int]
    /// How many `#if` clauses enclose the node visited.
    private var conditionDepth = 0

    init(_ blanks: BlankedBodies.Blanks) {
        offsets = WordOffsets(sortedOffsets: (blanks.braces + blanks.properties + blanks.memberBlocks).sorted())
        braces = WordOffsets(sortedOffsets: blanks.braces)
        memberBlocks = WordOffsets(sortedOffsets: blanks.memberBlocks)
        hasMemberBlocks = !blanks.memberBlocks.isEmpty
        properties = blanks.properties
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
            if braces.containsWord(in: offset..<(offset + 1)) { confirmed += 1 }
        }
        return .skipChildren
    }

    /// Counts the member block of a type declaration when it was blanked, and the type has no attribute and stands
    /// outside any `#if`; a blanked block holds nothing more to check.
    private func check(_ memberBlock: MemberBlockSyntax, attributes: AttributeListSyntax) -> SyntaxVisitorContinueKind {
        guard hasMemberBlocks else { return .visitChildren }
        let offset = memberBlock.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard memberBlocks.containsWord(in: offset..<(offset + 1)) else { return .visitChildren }
        if attributes.isEmpty, conditionDepth == 0 { confirmedMemberBlocks += 1 }
        return .skipChildren
    }

    /// Counts the blanked properties in the whitespace before `node`'s first token, when `node` stands right in the
    /// member block of a class or an actor (`memberBlock`).
    private func countProperties(before node: some SyntaxProtocol, in memberBlock: Syntax?) {
        guard let owner = memberBlock?.parent, owner.is(ClassDeclSyntax.self) || owner.is(ActorDeclSyntax.self) else {
            return
        }
        let range = node.position.utf8Offset..<node.positionAfterSkippingLeadingTrivia.utf8Offset
        // The first property at or after the range's start, then those before its end.
        var low = 0
        var high = properties.count
        while low < high {
            let middle = (low + high) / 2
            if properties[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        while low < properties.count, properties[low] < range.upperBound {
            confirmedProperties += 1
            low += 1
        }
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        countProperties(before: node.rightBrace, in: Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        countProperties(before: node, in: node.parent?.parent)
        return enterWhenHoldingBrace(node)
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { enterWhenHoldingBrace(node) }
    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        conditionDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigDeclSyntax) { conditionDepth -= 1 }
    override func visit(_ node: IfConfigClauseListSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.memberBlock, attributes: node.attributes)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.memberBlock, attributes: node.attributes)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.memberBlock, attributes: node.attributes)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.memberBlock, attributes: node.attributes)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        check(node.memberBlock, attributes: node.attributes)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { check(node.body) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { check(node.body) }
}
