/// A generated function, written once a piece at a time for both ways a file is built: straight into bytes when the
/// file is built for one configuration, or as a block whose statements are units of their own when the `#if` merge
/// compares configurations, so it guards only the statements they write differently.
///
/// The header line comes first (`write`), then each statement (`startStatement`, then its lines with `writeLine`).
struct GeneratedFunction {
    /// The function's key in its type: its name.
    private let key: String
    /// Whether the function is written straight (`GeneratedUnit.written`) rather than as a block of statements.
    private let isWrittenStraight: Bool
    /// The function so far.
    private var text: GeneratedText
    /// Where the body starts (after the header line's line feed); `nil` while the header is written.
    private var bodyStart: Int?
    /// Where each statement starts, when the function is a block of statements.
    private var statementStarts: [Int] = []

    /// A function named `key`, with room for `capacity` bytes.
    init(_ key: String, isWrittenStraight: Bool, capacity: Int) {
        self.key = key
        self.isWrittenStraight = isWrittenStraight
        text = GeneratedText(capacity: capacity)
    }

    /// Appends `piece` as it is: to the header line before the first statement, to the statement after.
    mutating func write(_ piece: String) {
        text.write(piece)
    }

    /// Appends `line` and a line feed to the current statement.
    mutating func writeLine(_ line: String) {
        text.writeLine(line)
    }

    /// Starts the next statement; the first one ends the header line with ` {`.
    mutating func startStatement() {
        openBody()
        if !isWrittenStraight { statementStarts.append(text.bytes.count) }
    }

    /// Appends `lines` as one statement.
    mutating func writeStatement(_ lines: [String]) {
        startStatement()
        for line in lines { text.writeLine(line) }
    }

    /// The function, closed by `    }`.
    consuming func unit() -> GeneratedUnit {
        openBody()
        if isWrittenStraight {
            text.writeLine("    }")
            return .written(key, text)
        }
        let bytes = text.bytes
        let starts = [bodyStart ?? 0] + statementStarts + [bytes.count]
        let header = GeneratedText.lines(of: bytes[..<starts[0]])
        let statements = zip(starts.dropFirst(), starts.dropFirst(2)).map { start, end in
            GeneratedUnit.statement(GeneratedText.lines(of: bytes[start..<end]))
        }
        return .block(key, opening: header, units: statements, layout: .statements, closing: ["    }"])
    }

    /// Ends the header line with ` {`, once.
    private mutating func openBody() {
        guard bodyStart == nil else { return }
        text.writeLine(" {")
        bodyStart = text.bytes.count
    }
}
