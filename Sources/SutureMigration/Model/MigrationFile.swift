import SwiftParser
import SwiftSyntax

/// One file a migration reads: its path, as the report and the patch name it, its text, and its syntax tree, parsed
/// once for every phase that reads it.
package struct MigrationFile {
    /// The path, relative to where the patch applies.
    package let path: String
    /// The file's text.
    package let text: String
    /// The text, parsed.
    package let tree: SourceFileSyntax

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        self.tree = Parser.parse(source: text)
    }

    /// The modules the file imports, in order (`import Foundation` → `Foundation`).
    package var imports: [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription }
    }
}
