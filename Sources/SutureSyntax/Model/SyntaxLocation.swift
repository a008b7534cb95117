/// Where a declaration stands in its file, for messages that point at it.
package struct SyntaxLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file as the reader was told (a path or a `#fileID`).
    package let file: String
    /// The 1-based line.
    package let line: Int
    /// The 1-based column.
    package let column: Int

    /// Records a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `Sources/Bakery/Baker.swift:14:10`.
    package var description: String { "\(file):\(line):\(column)" }
}
