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

    /// Whether `bytes` spell a word that opens a spelling without being a name (`any P`, `sending T`): alone, the
    /// parser reads it.
    private static func isLeadingKeyword(_ bytes: Substring.UTF8View) -> Bool {
        bytes.elementsEqual("any".utf8) || bytes.elementsEqual("some".utf8) || bytes.elementsEqual("sending".utf8)
    }

    /// Whether `spelling` is only ASCII names joined by dots, none of them a leading keyword (`any`) or a metatype's
    /// suffix (`.Type`): a spelling that is its own canonical form. Reads the bytes once and copies nothing.
    static func isPlainDottedName(_ spelling: String) -> Bool {
        let utf8 = spelling.utf8
        var partStart = utf8.startIndex
        var index = utf8.startIndex
        while true {
            let isAtEnd = index == utf8.endIndex
            if isAtEnd || utf8[index] == UInt8(ascii: ".") {
                let part = utf8[partStart..<index]
                guard let first = part.first, !ASCIIName.isDigit(first) else { return false }
                if partStart == utf8.startIndex {
                    if Self.isLeadingKeyword(part) { return false }
                } else if part.elementsEqual("Type".utf8) || part.elementsEqual("Protocol".utf8) {
                    return false
                }
                if isAtEnd { return true }
                partStart = utf8.index(after: index)
            } else if !ASCIIName.isNameByte(utf8[index]) {
                return false
            }
            index = utf8.index(after: index)
        }
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

/// A recursive-descent reader of type spellings.
private struct TypeSpellingParser {
    private let tokens: [String]
    private var position = 0

    init(_ text: String) {
        tokens = Self.tokenize(text)
    }

    var isAtEnd: Bool { position == tokens.count }

    private var current: String? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ token: String) -> Bool {
        guard current == token else { return false }
        position += 1
        return true
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.first else { return false }
        return first.isLetter || first == "_" || first == "`" || first == "@"
    }

    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        let characters = Array(text)
        var index = 0
        func flush() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character.isLetter || character.isNumber || character == "_" || character == "`" || character == "@" {
                word.append(character)
            } else {
                flush()
                if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                    tokens.append("->")
                    index += 1
                } else if !character.isWhitespace {
                    tokens.append(String(character))
                }
            }
            index += 1
        }
        flush()
        return tokens
    }

    mutating func parseType() -> TypeExpression? {
        var attributes: [String] = []
        while let token = current, token.hasPrefix("@") || token == "sending" {
            attributes.append(token)
            position += 1
        }
        if take("any") || take("some") {
            // `any P` and `P` are the same key; `some` is rejected earlier by the reader.
        }
        guard var type = parsePostfix() else { return nil }
        if current == "&" {
            var members = [type]
            while take("&") {
                _ = take("any")
                guard let member = parsePostfix() else { return nil }
                members.append(member)
            }
            type = .composition(members)
        }
        if case .tuple(let parameters) = type, current == "async" || current == "throws" || current == "->" {
            var effects: [String] = []
            while let token = current, token == "async" || token == "throws" || token == "rethrows" {
                effects.append(token)
                position += 1
            }
            guard take("->"), let result = parseType() else { return nil }
            return .function(attributes: attributes, parameters: parameters, effects: effects, result: result)
        }
        return type
    }

    private mutating func parsePostfix() -> TypeExpression? {
        guard var type = parsePrimary() else { return nil }
        while let token = current {
            if token == "?" || token == "!" {
                position += 1
                type = .optional(type)
            } else if token == ".", position + 1 < tokens.count, ["Type", "Protocol"].contains(tokens[position + 1]) {
                position += 2
                type = .metatype(type, tokens[position - 1])
            } else {
                break
            }
        }
        return type
    }

    private mutating func parsePrimary() -> TypeExpression? {
        guard let token = current else { return nil }
        if token == "[" {
            position += 1
            guard let first = parseType() else { return nil }
            if take(":") {
                guard let value = parseType(), take("]") else { return nil }
                return .dictionary(first, value)
            }
            guard take("]") else { return nil }
            return .array(first)
        }
        if token == "(" {
            position += 1
            var elements: [TypeExpression.TupleElement] = []
            while !take(")") {
                var label: String?
                if let name = current, Self.isIdentifier(name), position + 1 < tokens.count, tokens[position + 1] == ":"
                {
                    label = name
                    position += 2
                }
                guard let element = parseType() else { return nil }
                elements.append(.init(label: label, type: element))
                if !take(",") {
                    guard take(")") else { return nil }
                    break
                }
            }
            if elements.count == 1, elements[0].label == nil, current != "->", current != "async", current != "throws" {
                return elements[0].type
            }
            return .tuple(elements)
        }
        guard Self.isIdentifier(token) else { return nil }
        var parts: [TypeExpression.NamePart] = []
        repeat {
            guard let name = current, Self.isIdentifier(name) else { return nil }
            position += 1
            var arguments: [TypeExpression] = []
            if take("<") {
                repeat {
                    guard let argument = parseType() else { return nil }
                    arguments.append(argument)
                } while take(",")
                guard take(">") else { return nil }
            }
            parts.append(.init(name: name.replacingBackticks, arguments: arguments))
        } while current == "." && position + 1 < tokens.count && !["Type", "Protocol"].contains(tokens[position + 1])
            && take(".")
        return .named(parts)
    }
}

extension String {
    fileprivate var replacingBackticks: String { filter { $0 != "`" } }
}
