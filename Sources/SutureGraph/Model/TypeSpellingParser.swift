/// A recursive-descent reader of type spellings.
struct TypeSpellingParser {
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
