import SutureSyntax

/// A file the scanner did not read because it nests brackets past a limit of `NestingCheck`.
package struct SkippedFile: Hashable, Sendable {
    /// The file's path.
    package var path: String
    /// Where it nests too deep, and which limit it passes.
    package var violation: NestingCheck.Violation

    /// The place of the bracket that passes the limit.
    package var location: SyntaxLocation {
        SyntaxLocation(file: path, line: violation.line, column: violation.column)
    }
}
