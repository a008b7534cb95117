import SutureSyntax

/// A `#if` block of a dependency whose custom conditions nobody can decide: the module's defines were not given, and
/// no module defines the flags it reads. The code generated in the target would decide them by the target's own
/// defines, which need not be the dependency's.
package struct UndecidedCondition: Hashable, Sendable {
    /// The flags the block reads, in name order.
    var flags: [String]
    /// The dependency whose source holds the block.
    var moduleName: String
    /// The block's `#if`.
    var location: SyntaxLocation
    /// The lines the block spans, `#if` to `#endif`.
    var lines: ClosedRange<Int>

    /// The blocks of `file`, a file of the dependency `moduleName`, that read a flag of `open` other than DEBUG.
    static func blocks(of file: ConditionalFile, in moduleName: String, open: Set<String>) -> [UndecidedCondition] {
        let sourceLines = SourceLines(fileName: file.file.path, text: file.file.text)
        return file.blocks.compactMap { block in
            var reader = BuildSettingReader()
            for clause in block.declaration.clauses {
                if let condition = clause.condition { reader.read(condition) }
            }
            let flags = reader.settings.keys.filter { $0.kind == .flag && $0.name != "DEBUG" && open.contains($0.name) }
            guard !flags.isEmpty else { return nil }
            let start = sourceLines.location(of: block.declaration.positionAfterSkippingLeadingTrivia)
            let end = sourceLines.location(of: block.declaration.endPositionBeforeTrailingTrivia)
            return UndecidedCondition(
                flags: flags.map(\.name).sorted(), moduleName: moduleName, location: start,
                lines: start.line...max(start.line, end.line))
        }
    }
}
