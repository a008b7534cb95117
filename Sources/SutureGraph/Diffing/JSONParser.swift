/// Reads JSON text (RFC 8259) into a `JSONValue`, or says where and why it is not JSON.
///
/// The graph compiler does not link Foundation, so it reads the documents it wrote itself. Nesting deeper than
/// `maximumDepth` is refused rather than followed, so no input can exhaust the stack.
struct JSONParser {
    /// Why the text is not JSON, and where: 1-based line and column (in characters).
    struct Failure: Error, Equatable, CustomStringConvertible {
        /// The line of the offending character.
        var line: Int
        /// The column of the offending character.
        var column: Int
        /// What was expected, or what is wrong.
        var reason: String

        var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// How deep arrays and objects may nest.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var offset = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The value `text` holds, which must be one JSON value with nothing but white space around it.
    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(text)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhiteSpace()
        let value = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        guard parser.offset == parser.bytes.count else {
            throw parser.failure("expected the end of the text after the value, found \(parser.describeNext())")
        }
        return value
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard offset < bytes.count else { throw failure("expected a value, found the end of the text") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a value, found \(describeNext())")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw failure("arrays and objects nest deeper than \(Self.maximumDepth)")
        }
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhiteSpace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhiteSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a member name in double quotes, found \(describeNext())")
            }
            let name = try string()
            skipWhiteSpace()
            guard consume(UInt8(ascii: ":")) else {
                throw failure("expected ':' after the member name \"\(name)\", found \(describeNext())")
            }
            skipWhiteSpace()
            let member = try value(depth: depth)
            // Like most readers, the last of two members with one name wins.
            members[name] = member
            skipWhiteSpace()
            if consume(UInt8(ascii: "}")) { return .object(members) }
            guard consume(UInt8(ascii: ",")) else {
                throw failure("expected ',' or '}' after a member of an object, found \(describeNext())")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw failure("arrays and objects nest deeper than \(Self.maximumDepth)")
        }
        offset += 1
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            skipWhiteSpace()
            elements.append(try value(depth: depth))
            skipWhiteSpace()
            if consume(UInt8(ascii: "]")) { return .array(elements) }
            guard consume(UInt8(ascii: ",")) else {
                throw failure("expected ',' or ']' after an element of an array, found \(describeNext())")
            }
        }
    }

    private mutating func literal(_ word: String, _ result: JSONValue) throws(Failure) -> JSONValue {
        guard bytes[offset...].starts(with: word.utf8) else {
            throw failure("expected a value, found \(describeNext())")
        }
        offset += word.utf8.count
        return result
    }

    private mutating func number() throws(Failure) -> JSONValue {
        let start = offset
        var isWhole = true
        _ = consume(UInt8(ascii: "-"))
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
            throw failure("expected a digit in a number, found \(describeNext())")
        }
        if !consume(UInt8(ascii: "0")) { skipDigits() }
        if consume(UInt8(ascii: ".")) {
            isWhole = false
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
                throw failure("expected a digit after the decimal point, found \(describeNext())")
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isWhole = false
            offset += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
                throw failure("expected a digit in the exponent, found \(describeNext())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if isWhole, let whole = Int(text) { return .number(whole) }
        return .decimal(text)
    }

    private mutating func string() throws(Failure) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        while true {
            guard offset < bytes.count else {
                throw failure("expected '\"' to close the string, found the end of the text")
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: bytes[run..<offset], as: UTF8.self).unicodeScalars)
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("a control character must be escaped in a string") }
            guard byte == UInt8(ascii: "\\") else {
                offset += 1
                continue
            }
            scalars.append(contentsOf: String(decoding: bytes[run..<offset], as: UTF8.self).unicodeScalars)
            offset += 1
            scalars.append(try escape())
            run = offset
        }
    }

    /// The character an escape stands for; `offset` is just past the backslash.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard offset < bytes.count else { throw failure("expected an escape after '\\', found the end of the text") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hexadecimalUnit()
            if (0xD800..<0xDC00).contains(first) {
                guard bytes[offset...].starts(with: "\\u".utf8) else {
                    throw failure("a high surrogate \\u escape must be followed by a low one")
                }
                offset += 2
                let second = try hexadecimalUnit()
                guard (0xDC00..<0xE000).contains(second),
                    let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                else { throw failure("a high surrogate \\u escape must be followed by a low one") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw failure("a low surrogate \\u escape must follow a high one")
            }
            return scalar
        default:
            offset -= 1
            throw failure("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found \(describeNext())")
        }
    }

    /// Four hexadecimal digits, as a number.
    private mutating func hexadecimalUnit() throws(Failure) -> UInt32 {
        var result: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexadecimalValue(bytes[offset]) else {
                throw failure("expected four hexadecimal digits after \\u, found \(describeNext())")
            }
            result = result * 16 + digit
            offset += 1
        }
        return result
    }

    private static func hexadecimalValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private mutating func skipWhiteSpace() {
        while offset < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t")].contains(bytes[offset])
        {
            offset += 1
        }
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// The next character, quoted, for a message: `'x'`, or "the end of the text".
    private func describeNext() -> String {
        guard offset < bytes.count else { return "the end of the text" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20 {
            let hexadecimal = String(scalar.value, radix: 16, uppercase: true)
            return "the control character U+" + String(repeating: "0", count: 4 - hexadecimal.count) + hexadecimal
        }
        return "'\(character)'"
    }

    /// A failure at the current offset.
    private func failure(_ reason: String) -> Failure {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return Failure(line: line, column: column, reason: reason)
    }
}
