/// How generated statements are laid out as text: lines of at most 120 columns, a long call's arguments one per line.
enum SourceText {
    /// Lines longer than this are wrapped, so a reader can follow the wiring.
    static let lineLimit = 120

    /// Whether `line` is at most `lineLimit` columns; counting bytes first, which bound the characters.
    static func fits(_ line: String) -> Bool {
        line.utf8.count <= lineLimit || line.count <= lineLimit
    }

    /// Whether `pieces`, written one after the other, make a line that `fits(_:)`; joined only when their bytes do not.
    static func fits(_ pieces: String...) -> Bool {
        pieces.reduce(0) { $0 + $1.utf8.count } <= lineLimit || fits(pieces.joined())
    }

    /// The statement on one line, or split at its outermost call's top-level commas when it is too long.
    static func wrapped(_ statement: String, indent: String) -> [String] {
        guard indent.utf8.count + statement.utf8.count > lineLimit, indent.count + statement.count > lineLimit,
            let open = statement.firstIndex(of: "("),
            statement.hasSuffix(")")
        else { return [indent + statement] }
        let inner = statement[statement.index(after: open)..<statement.index(before: statement.endIndex)]
        var parts: [String] = []
        var depth = 0
        var current = ""
        var inString = false
        for character in inner {
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) { depth -= 1 }
                if character == ",", depth == 0 {
                    parts.append(current.trimmingSpaces)
                    current = ""
                    continue
                }
            }
            current.append(character)
        }
        parts.append(current.trimmingSpaces)
        guard parts.count > 1 else { return [indent + statement] }
        let head = indent + String(statement[...open])
        let body = parts.enumerated().map { index, part in
            indent + "    " + part + (index < parts.count - 1 ? "," : "")
        }
        return [head] + body + [indent + ")"]
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension NodeEffects {
    /// `try `, `await `, `try await ` or nothing.
    var prefix: String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    }

    /// `async`, `throws`, both in that order, or none: the words a declaration with these effects carries.
    var words: [String] {
        (isAsync ? ["async"] : []) + (isThrowing ? ["throws"] : [])
    }
}
