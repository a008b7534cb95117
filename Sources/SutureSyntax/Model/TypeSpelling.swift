/// Helpers for writing type spellings back into Swift source.
package enum TypeSpelling {
    /// Whether a suffix (`?`, `.self`) needs the type in parentheses: `any P`, `A & B`, `() -> Void`.
    package static func needsParentheses(_ spelling: String) -> Bool {
        if spelling.hasPrefix("any ") || spelling.hasPrefix("some ") || spelling.hasPrefix("@")
            || spelling.hasPrefix("sending ") || spelling.hasPrefix("each ")
        {
            return true
        }
        let (arrow, ampersand) = topLevelOperators(spelling)
        return arrow || ampersand
    }

    /// Whether the type is a function type: `() -> Void`, `@Sendable (Int) throws -> Bool`.
    package static func isFunctionType(_ spelling: String) -> Bool {
        topLevelOperators(spelling).arrow
    }

    /// Whether `->` and `&` appear outside any brackets.
    private static func topLevelOperators(_ spelling: String) -> (arrow: Bool, ampersand: Bool) {
        var depth = 0
        var previous: Character?
        var arrow = false
        var ampersand = false
        for character in spelling {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" {
                    if depth == 0 { arrow = true }
                } else {
                    depth -= 1
                }
            case "&":
                if depth == 0 { ampersand = true }
            default: break
            }
            previous = character
        }
        return (arrow, ampersand)
    }

    /// The spelling ready for a suffix: `(any Oven)` for `any Oven`, `Oven` for `Oven`.
    package static func suffixable(_ spelling: String) -> String {
        needsParentheses(spelling) ? "(\(spelling))" : spelling
    }

    /// The optional of a type: `Logger?`, `(any Logger)?`.
    package static func optional(_ spelling: String) -> String {
        suffixable(spelling) + "?"
    }

    /// Whether a spelling is a plain, possibly dotted name (`Oven`, `Kitchen.Oven`): no `any`, arguments or operators.
    package static func isPlainName(_ spelling: String) -> Bool {
        spelling.first.map { $0.isLetter || $0 == "_" } == true
            && spelling.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            && !["Any", "AnyObject"].contains(spelling)
    }

    /// The metatype expression of a type: `Oven.self`, `(any Oven).self`.
    package static func metatype(_ spelling: String) -> String {
        suffixable(spelling) + ".self"
    }
}
