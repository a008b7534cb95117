/// Where a declaration stands in its file, for messages that point at it.
public struct SyntaxLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the reader was told (a path or a `#fileID`).
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column.
    public let column: Int

    /// Records a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Sources/Bakery/Baker.swift:14:10`.
    public var description: String { "\(file):\(line):\(column)" }
}
