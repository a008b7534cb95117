import SutureSyntax

/// Finds where a file nests brackets deeper than the graph compiler reads, before anything parses it.
///
/// Deep nesting is never meant: SwiftParser's look-ahead on nested collection types grows exponentially with the
/// depth of `[` (twenty levels take minutes), and thousands of nested parentheses or generic arguments would exhaust
/// the stack of any recursive reading. A file past a limit is skipped with a `Declaration` error at the place,
/// so a build never hangs or crashes on it. Strings and comments are skipped; a `<` counts when it follows a name.
package enum NestingCheck {
    /// How deep square brackets may nest: `[[[[[[[[[[[[Recipe]]]]]]]]]]]]` is the deepest accepted.
    package static let squareBracketLimit = 12
    /// How deep parentheses, braces, square brackets and generic arguments may nest together.
    package static let bracketLimit = 100

    /// Where a file first nests too deep.
    package struct Violation: Hashable, Sendable {
        /// Which limit is passed.
        package enum Kind: Hashable, Sendable {
            /// Square brackets nest deeper than `squareBracketLimit`.
            case squareBrackets
            /// Brackets of any kind nest deeper than `bracketLimit`.
            case brackets
        }

        /// Which limit is passed.
        package var kind: Kind
        /// The 1-based line of the bracket that passes it.
        package var line: Int
        /// The 1-based column, in UTF-8 bytes as compilers count, of that bracket.
        package var column: Int
    }

    /// The first place where `text` nests past a limit, or `nil` when it stays within them.
    package static func firstViolation(in text: String) -> Violation? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 1)
        bytes.append(contentsOf: text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer(firstViolation(inTerminated:))
    }

    /// The first place where the bytes before the last, a terminating 0, nest past a limit.
    private static func firstViolation(inTerminated bytes: UnsafeBufferPointer<UInt8>) -> Violation? {
        var stack: [UInt8] = []
        var squareDepth = 0
        var line = 1
        var lineStart = 0
        var index = bytes.startIndex
        func peek(_ offset: Int) -> UInt8 {
            index + offset < bytes.endIndex ? bytes[index + offset] : 0
        }
        func violation(_ kind: Violation.Kind) -> Violation {
            Violation(kind: kind, line: line, column: index - lineStart + 1)
        }
        while index < bytes.endIndex - 1 {
            let byte = bytes[index]
            guard isMarked(byte) else {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                // A `<` that no `>` closed on its line was a comparison, not a generic argument.
                while stack.last == UInt8(ascii: "<") { stack.removeLast() }
            }
            switch byte {
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.endIndex - 1, bytes[index + 1] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                index += 1
                var depth = 1
                while index < bytes.endIndex - 1, depth > 0 {
                    index += 1
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                        depth -= 1
                        index += 1
                    } else if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                        depth += 1
                        index += 1
                    }
                }
            case UInt8(ascii: "\""):
                let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                index += isMultiline ? 2 : 0
                while index < bytes.endIndex - 1 {
                    index += 1
                    let character = bytes[index]
                    if character == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                        if !isMultiline { break }
                    } else if character == UInt8(ascii: "\\") {
                        index += 1
                        // A `\` at the end of a line in a multi-line literal continues it: the break still counts.
                        if bytes[index] == UInt8(ascii: "\n") {
                            line += 1
                            lineStart = index + 1
                        }
                    } else if character == UInt8(ascii: "\"") {
                        if !isMultiline { break }
                        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                            index += 2
                            break
                        }
                    }
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(byte)
                if byte == UInt8(ascii: "[") {
                    squareDepth += 1
                    if squareDepth > squareBracketLimit {
                        return violation(.squareBrackets)
                    }
                }
                if stack.count > bracketLimit { return violation(.brackets) }
            case UInt8(ascii: "<") where isNameEnd(index > bytes.startIndex ? bytes[index - 1] : 0):
                stack.append(byte)
                if stack.count > bracketLimit { return violation(.brackets) }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                let opener: UInt8 =
                    switch byte {
                    case UInt8(ascii: ")"): UInt8(ascii: "(")
                    case UInt8(ascii: "]"): UInt8(ascii: "[")
                    case UInt8(ascii: "}"): UInt8(ascii: "{")
                    default: UInt8(ascii: "<")
                    }
                if opener != UInt8(ascii: "<") {
                    // Comparisons left open inside the brackets being closed were not generic arguments.
                    while stack.last == UInt8(ascii: "<") { stack.removeLast() }
                }
                if stack.last == opener {
                    stack.removeLast()
                    if opener == UInt8(ascii: "[") { squareDepth -= 1 }
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether a byte ends a line or opens or closes a bracket, a string or a comment: every other byte is passed
    /// over at once.
    private static func isMarked(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: "["),
            UInt8(ascii: "{"), UInt8(ascii: "<"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: ">"):
            true
        default:
            false
        }
    }

    /// Whether a `<` after this byte opens generic arguments: after a name or a closing `>`.
    private static func isNameEnd(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ">") || byte >= 0x80
    }
}
