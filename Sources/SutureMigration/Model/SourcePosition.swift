/// A place in a file the migration read: its path as given, and a 1-based line and column.
package struct SourcePosition: Hashable, Comparable, CustomStringConvertible {
    /// The file's path, as the caller named it.
    package let path: String
    /// The 1-based line.
    package let line: Int
    /// The 1-based column.
    package let column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line`, the way a report names a registration.
    package var description: String { "\(path):\(line)" }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
