/// A type spelling read into a small tree, so that `any P`, `Optional<T>` and `T!` compare and print alike.
indirect enum TypeExpression: Hashable, Sendable {
    /// `A.B<C>`: a dotted name whose parts may carry generic arguments.
    case named([NamePart])
    /// `T?`.
    case optional(TypeExpression)
    /// `[T]`.
    case array(TypeExpression)
    /// `[K: V]`.
    case dictionary(TypeExpression, TypeExpression)
    /// `(A, b: B)`; a single unlabelled element is the element itself.
    case tuple([TupleElement])
    /// `(A) async throws -> B`, with any attributes kept as written.
    case function(attributes: [String], parameters: [TupleElement], effects: [String], result: TypeExpression)
    /// `A & B`.
    case composition([TypeExpression])
    /// `T.Type`, `T.Protocol`.
    case metatype(TypeExpression, String)
    /// Text the reader could not understand, kept as it was written (without spaces).
    case verbatim(String)

    /// One part of a dotted name.
    struct NamePart: Hashable {
        var name: String
        var arguments: [TypeExpression]
    }

    /// One element of a tuple or a function's parameter list.
    struct TupleElement: Hashable {
        var label: String?
        var type: TypeExpression
    }

    /// Reads a spelling; what it cannot read stays verbatim.
    init(parsing spelling: String) {
        if let parts = Self.plainDottedName(spelling) {
            self = .named(parts)
            return
        }
        var parser = TypeSpellingParser(spelling)
        if let type = parser.parseType(), parser.isAtEnd {
            self = type
        } else {
            self = .verbatim(spelling.filter { !$0.isWhitespace })
        }
    }

    /// The parts of a spelling that is only ASCII names joined by dots (`Oven`, `Kitchen.Oven`), the most
    /// common kind, read without tokenizing; nil for anything else, which the parser reads.
    private static func plainDottedName(_ spelling: String) -> [NamePart]? {
        guard isPlainDottedName(spelling) else { return nil }
        let utf8 = spelling.utf8
        // One name, the most common spelling of all: no part to split off or copy.
        guard utf8.contains(UInt8(ascii: ".")) else { return [NamePart(name: spelling, arguments: [])] }
        return utf8.split(separator: UInt8(ascii: ".")).map {
            NamePart(name: String(decoding: $0, as: UTF8.self), arguments: [])
        }
    }

    /// Whether `spelling` is only ASCII names joined by dots, none of them a leading keyword (`any`) or a metatype's
    /// suffix (`.Type`): a spelling that is its own canonical form. Reads the bytes once and copies nothing.
    static func isPlainDottedName(_ spelling: String) -> Bool {
        var spelling = spelling
        return spelling.withUTF8 { bytes in
            var partStart = 0
            var index = 0
            while true {
                let isAtEnd = index == bytes.count
                if isAtEnd || bytes[index] == UInt8(ascii: ".") {
                    guard index > partStart, !ASCIIName.isDigit(bytes[partStart]) else { return false }
                    let part = UnsafeBufferPointer(rebasing: bytes[partStart..<index])
                    if partStart == 0 {
                        if isLeadingKeyword(part) { return false }
                    } else if spells(part, "Type") || spells(part, "Protocol") {
                        return false
                    }
                    if isAtEnd { return true }
                    partStart = index + 1
                } else if !ASCIIName.isNameByte(bytes[index]) {
                    return false
                }
                index += 1
            }
        }
    }

    /// Whether `bytes` spell a word that opens a spelling without being a name (`any P`, `sending T`): alone, the
    /// parser reads it.
    private static func isLeadingKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        spells(bytes, "any") || spells(bytes, "some") || spells(bytes, "sending")
    }

    /// Whether `bytes` are the ASCII `word`'s.
    private static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard bytes.count == word.utf8CodeUnitCount else { return false }
        let start = word.utf8Start
        for index in 0..<bytes.count where bytes[index] != start[index] { return false }
        return true
    }

    /// The canonical spelling: `[String: Recipe]`, `Logger?`, `(A & B)?`, `Kitchen.Oven`.
    var description: String { swiftSpelling(protocols: []) }

    /// The spelling ready for a postfix (`?`, `.Type`): parenthesised when it is a composition or function.
    var suffixable: String { needsParenthesesForPostfix ? "(\(description))" : description }

    /// The spelling for generated code of the canonical spelling `canonical`, with `any` before each protocol in
    /// `protocols`: `any Oven`, `(any Logger)?`.
    static func swiftSpelling(of canonical: String, protocols: Set<String>) -> String {
        // A plain name is spelled as it is, after `any` when it names a protocol: no need to parse it.
        if isPlainDottedName(canonical) { return protocols.contains(canonical) ? "any " + canonical : canonical }
        return TypeExpression(parsing: canonical).swiftSpelling(protocols: protocols)
    }

    /// The spelling for generated code: the canonical one, with `any` before each protocol in `protocols`.
    func swiftSpelling(protocols: Set<String>) -> String {
        func isExistential(_ type: TypeExpression) -> Bool {
            switch type {
            case .named(let parts):
                !protocols.isEmpty
                    && protocols.contains(parts.count == 1 ? parts[0].name : parts.map(\.name).joined(separator: "."))
            case .composition(let members): members.contains(where: isExistential)
            case .optional, .array, .dictionary, .tuple, .function, .metatype, .verbatim: false
            }
        }
        /// The spelling ready for a postfix: parenthesised when it is an existential, a composition or a function.
        func postfixable(_ type: TypeExpression) -> String {
            isExistential(type) || type.needsParenthesesForPostfix ? "(\(spell(type)))" : spell(type)
        }
        func element(_ element: TupleElement) -> String {
            (element.label.map { "\($0): " } ?? "") + spell(element.type)
        }
        func spell(_ type: TypeExpression) -> String {
            switch type {
            case .named(let parts) where parts.count == 1 && parts[0].arguments.isEmpty:
                // One plain name, the most common expression: spelled without building a list to join.
                return isExistential(type) ? "any " + parts[0].name : parts[0].name
            case .named(let parts):
                let text = parts.map { part in
                    part.arguments.isEmpty
                        ? part.name : "\(part.name)<\(part.arguments.map(spell).joined(separator: ", "))>"
                }.joined(separator: ".")
                return isExistential(type) ? "any " + text : text
            case .optional(let wrapped):
                return postfixable(wrapped) + "?"
            case .array(let element):
                return "[\(spell(element))]"
            case .dictionary(let key, let value):
                return "[\(spell(key)): \(spell(value))]"
            case .tuple(let elements):
                return "(" + elements.map(element).joined(separator: ", ") + ")"
            case .function(let attributes, let parameters, let effects, let result):
                let prefix = attributes.map { $0 + " " }.joined()
                let effectText = effects.map { " " + $0 }.joined()
                return prefix + "(" + parameters.map(element).joined(separator: ", ") + ")" + effectText + " -> "
                    + spell(result)
            case .composition(let members):
                // `any A & B`: one `any` for the whole composition.
                let text = members.map { member -> String in
                    guard case .named = member else { return postfixable(member) }
                    let spelled = spell(member)
                    return spelled.hasPrefix("any ") ? String(spelled.dropFirst(4)) : spelled
                }.joined(separator: " & ")
                return isExistential(type) ? "any " + text : text
            case .metatype(let base, let suffix):
                return postfixable(base) + "." + suffix
            case .verbatim(let text):
                return text
            }
        }
        return spell(self)
    }

    /// Whether a postfix (`?`, `.Type`) needs the type in parentheses.
    var needsParenthesesForPostfix: Bool {
        switch self {
        case .composition, .function: true
        case .named, .optional, .array, .dictionary, .tuple, .metatype, .verbatim: false
        }
    }

    /// Rewrites every dotted name with `transform`, innermost arguments first.
    func mapNames(_ transform: ([NamePart]) -> TypeExpression) -> TypeExpression {
        switch self {
        case .named(let parts):
            let mapped = parts.map { part in
                NamePart(name: part.name, arguments: part.arguments.map { $0.mapNames(transform) })
            }
            return transform(mapped)
        case .optional(let wrapped): return .optional(wrapped.mapNames(transform))
        case .array(let element): return .array(element.mapNames(transform))
        case .dictionary(let key, let value): return .dictionary(key.mapNames(transform), value.mapNames(transform))
        case .tuple(let elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.mapNames(transform)) })
        case .function(let attributes, let parameters, let effects, let result):
            return .function(
                attributes: attributes,
                parameters: parameters.map { TupleElement(label: $0.label, type: $0.type.mapNames(transform)) },
                effects: effects,
                result: result.mapNames(transform)
            )
        case .composition(let members): return .composition(members.map { $0.mapNames(transform) })
        case .metatype(let base, let suffix): return .metatype(base.mapNames(transform), suffix)
        case .verbatim: return self
        }
    }
}
