import SwiftSyntax

/// Writes a factory's statements as a function body: each resolve replaced by the parameter that now carries it,
/// re-indented two levels (inside a module's `enum` and the function).
package enum FunctionBody {
    /// The body's text, each line indented eight spaces.
    package static func text(of statements: CodeBlockItemListSyntax, replacing sites: [(ResolveSite, String)]) -> String
    {
        let start = statements.positionAfterSkippingLeadingTrivia
        let end = statements.endPositionBeforeTrailingTrivia
        var bytes = Array(statements.root.syntaxTextBytes[start.utf8Offset..<end.utf8Offset])
        let ordered = sites.sorted { $0.0.node.position > $1.0.node.position }
        for (site, name) in ordered {
            let from = site.node.positionAfterSkippingLeadingTrivia.utf8Offset - start.utf8Offset
            let to = site.node.endPositionBeforeTrailingTrivia.utf8Offset - start.utf8Offset
            bytes.replaceSubrange(from..<to, with: Array(name.utf8))
        }
        let firstColumn = column(of: start.utf8Offset, in: statements.root.syntaxTextBytes)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line -> String in
            var text = Substring(line)
            if index > 0 {
                var removed = 0
                while removed < firstColumn, text.first == " " {
                    text.removeFirst()
                    removed += 1
                }
            }
            return text.isEmpty ? "" : "        " + text
        }.joined(separator: "\n")
    }

    /// How many bytes stand between the start of the line holding `offset` and `offset`.
    private static func column(of offset: Int, in text: [UInt8]) -> Int {
        var start = offset
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return offset - start
    }
}
