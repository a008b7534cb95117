/// Writes a `JSONValue` as text into one growing buffer of UTF-8 bytes: keys sorted, two spaces an indentation level,
/// strings escaped as RFC 8259 asks (`"`, `\`, and the control characters below U+0020), everything else as is.
///
/// One buffer, because building a `String` per value and joining them at each level copied every string once per level
/// of nesting: at 10,000 bindings that and a per-character `quote` took 6.8G of 18.2G instructions of the JSON export.
/// A string is copied in runs of the bytes that need no escape.
struct JSONWriter {
    private static let hexadecimalDigits: [UInt8] = Array("0123456789abcdef".utf8)
    /// The spaces a line's indentation copies from: a literal, so that reading it costs neither a reference count nor a
    /// check that a global was made.
    private static var spaces: StaticString { "                                                                " }

    /// The text written so far, as UTF-8; with an output, what it has not been handed yet.
    private(set) var bytes: [UInt8] = []

    /// Whether strings also escape `<`, `>` and `&` (as `\u003c`, `\u003e`, `\u0026`), so that the document can stand
    /// inside an HTML `<script>` element: they stand only inside strings, and no `</script>` in a name can close it.
    let escapesMarkup: Bool

    /// Where the text goes a block at a time, when it is not kept whole.
    private let output: ((UnsafeRawBufferPointer) -> Void)?

    /// How many bytes the writer gathers before it hands them to its output.
    static let blockSize = 1 << 20

    /// A writer that keeps the whole text; `escapingMarkup` for a document embedded in an HTML page.
    init(escapingMarkup: Bool = false) {
        escapesMarkup = escapingMarkup
        output = nil
    }

    /// A writer that hands its text to `output` in blocks of about `blockSize` bytes, each after a value closes, and
    /// the rest on `flush()`: a document of 60,000 bindings (70 MB of JSON, 100 MB of HTML) is never held whole.
    init(escapingMarkup: Bool = false, output: @escaping (UnsafeRawBufferPointer) -> Void) {
        escapesMarkup = escapingMarkup
        self.output = output
        bytes.reserveCapacity(Self.blockSize + Self.blockSize / 4)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes `text` as it is, outside any JSON value: the page around a document embedded in HTML.
    mutating func raw(_ text: String) { append(text) }

    /// Hands what is left to the output.
    mutating func flush() {
        guard let output, !bytes.isEmpty else { return }
        bytes.withUnsafeBytes(output)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes `value`, its nested lines indented by `depth` levels.
    mutating func write(_ value: JSONValue, depth: Int = 0) {
        switch value {
        case .string(let text): quote(text)
        case .number(let number): append(String(number))
        case .decimal(let text): append(text)
        case .bool(let flag): append(flag ? "true" : "false")
        case .null: append("null")
        case .array(let values):
            guard !values.isEmpty else { return append("[]") }
            bytes.append(UInt8(ascii: "["))
            for (position, element) in values.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth: depth + 1)
                write(element, depth: depth + 1)
            }
            newline(depth: depth)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return append("{}") }
            bytes.append(UInt8(ascii: "{"))
            for (position, key) in members.keys.sorted().enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(depth: depth + 1)
                quote(key)
                append(": ")
                write(members[key] ?? .null, depth: depth + 1)
            }
            newline(depth: depth)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Whether each open container, innermost last, has no element yet; its count is the depth of what comes next.
    private var openContainersEmpty: [Bool] = []

    /// Opens an object whose members follow, each after `key(_:)`, in the order of their keys (the caller sorts them).
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        openContainersEmpty.append(true)
    }

    /// Writes the next member's key; its value follows.
    mutating func key(_ key: String) {
        nextElement()
        quote(key)
        append(": ")
    }

    /// Closes the innermost object: `{}` when it has no member.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array whose elements follow, each after `element()`.
    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        openContainersEmpty.append(true)
    }

    /// Starts the next element of the innermost array.
    mutating func element() { nextElement() }

    /// Closes the innermost array: `[]` when it has no element.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Ends the text with a line break.
    mutating func endLine() { bytes.append(UInt8(ascii: "\n")) }

    /// Writes a value in place: a string, a number, `null`, or a whole `JSONValue` at the current depth.
    mutating func value(_ value: JSONValue) { write(value, depth: openContainersEmpty.count) }

    /// Writes a string in place, as `value(.string(text))` does, without making a `JSONValue` of it.
    mutating func string(_ text: String) { quote(text) }

    /// Writes in place one string made of the pieces `pieces` hands out, in order: the text `string(_:)` writes for
    /// them joined, without joining them.
    mutating func string(_ pieces: ((String) -> Void) -> Void) {
        bytes.append(UInt8(ascii: "\""))
        pieces { escape($0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a string in place, or `null`.
    mutating func optionalString(_ text: String?) {
        guard let text else { return append("null") }
        quote(text)
    }

    /// Writes a whole number in place.
    mutating func number(_ number: Int) { append(String(number)) }

    /// Writes `true` or `false` in place.
    mutating func bool(_ flag: Bool) { append(flag ? "true" : "false") }

    /// Writes an array of strings in place, as `value(.array(texts.map(JSONValue.string)))` does.
    mutating func strings<Texts: Sequence<String>>(_ texts: Texts) {
        beginArray()
        for text in texts {
            element()
            quote(text)
        }
        endArray()
    }

    /// How many entries of a container one part written on its own holds (`entries(count:_:)`).
    static let entriesPerPart = 256

    /// How many parts are written at once before they join the text, which bounds the memory they hold.
    static let partsAtOnce = 8

    /// Writes `count` entries of the innermost container, `write(index, &writer)` writing the entry at `index` (its
    /// `element()` or `key(_:)`, then its value): the same text as calling `write` for each in order, but the entries
    /// after the first are written in parts on every processor at once, each part into a writer of its own, and
    /// joined in order. A part starts where the one before it ends (its container already has an element), so no
    /// part depends on what another wrote.
    mutating func entries(count: Int, _ write: @Sendable (Int, inout JSONWriter) -> Void) {
        guard count > 0 else { return }
        // The first entry decides whether a comma comes before the next ones; it is written in place.
        write(0, &self)
        let (state, escapesMarkup) = (openContainersEmpty, escapesMarkup)
        let parts = stride(from: 1, to: count, by: Self.entriesPerPart).map { start in
            start..<min(start + Self.entriesPerPart, count)
        }
        for roundStart in stride(from: 0, to: parts.count, by: Self.partsAtOnce) {
            let round = Array(parts[roundStart..<min(roundStart + Self.partsAtOnce, parts.count)])
            let written = round.concurrentMap { range -> [UInt8] in
                var part = JSONWriter(escapingMarkup: escapesMarkup)
                part.openContainersEmpty = state
                part.bytes.reserveCapacity(range.count * 1024)
                for index in range { write(index, &part) }
                return part.bytes
            }
            for bytes in written {
                self.bytes.append(contentsOf: bytes)
                if output != nil && self.bytes.count >= Self.blockSize { flush() }
            }
        }
    }

    private mutating func nextElement() {
        if openContainersEmpty.last == false { bytes.append(UInt8(ascii: ",")) }
        if !openContainersEmpty.isEmpty { openContainersEmpty[openContainersEmpty.count - 1] = false }
        newline(depth: openContainersEmpty.count)
    }

    private mutating func close(_ bracket: UInt8) {
        let wasEmpty = openContainersEmpty.popLast() ?? true
        if !wasEmpty { newline(depth: openContainersEmpty.count) }
        bytes.append(bracket)
        if output != nil && bytes.count >= Self.blockSize { flush() }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func newline(depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        var indentation = 2 * depth
        Self.spaces.withUTF8Buffer { spaces in
            while indentation > 0 {
                let run = min(indentation, spaces.count)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<run]))
                indentation -= run
            }
        }
    }

    /// Writes `text` between quotes, escaped.
    private mutating func quote(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        escape(text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `text` escaped, without quotes.
    private mutating func escape(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ quote(utf8: $0) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { quote(utf8: $0) }
        }
    }

    /// Copies the runs of bytes that need no escape whole, and escapes the bytes between them. A byte of a character
    /// longer than one byte is never below U+0080, so it never needs an escape.
    private mutating func quote(utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for (position, byte) in utf8.enumerated() {
            // Letters, `_` and every byte past ASCII need no escape: most bytes pass after one or two comparisons.
            if byte > UInt8(ascii: ">") && byte != UInt8(ascii: "\\") { continue }
            guard
                byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                    || (escapesMarkup
                        && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")))
            else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
            runStart = position + 1
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            default:
                append("\\u00")
                bytes.append(Self.hexadecimalDigits[Int(byte >> 4)])
                bytes.append(Self.hexadecimalDigits[Int(byte & 0x0f)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
}
