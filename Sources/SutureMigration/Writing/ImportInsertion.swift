import SwiftSyntax

/// Where `import Suture` goes in a file that lacks it: after its last import, or first.
package enum ImportInsertion {
    /// The edit that adds `import module` to `file`, or nil when the file already imports it.
    package static func edit(adding module: String, to file: MigrationFile) -> TextEdit? {
        var lastImportEnd: Int?
        for item in file.tree.statements {
            guard let declaration = item.item.as(ImportDeclSyntax.self) else { continue }
            if declaration.path.trimmedDescription == module { return nil }
            lastImportEnd = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        }
        if let lastImportEnd { return TextEdit(path: file.path, offset: lastImportEnd, text: "\nimport \(module)") }
        return TextEdit(path: file.path, offset: 0, text: "import \(module)\n\n")
    }

    /// The edit that turns `import old` into `import new` in `file` (or drops it when `new` is imported already), or
    /// nil when the file does not import `old`.
    package static func edit(replacing old: String, with new: String, in file: MigrationFile) -> TextEdit? {
        let declarations = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        guard let declaration = declarations.first(where: { $0.path.trimmedDescription == old }) else { return nil }
        if declarations.contains(where: { $0.path.trimmedDescription == new }) {
            let start = declaration.position.utf8Offset
            let end = declaration.endPosition.utf8Offset
            return TextEdit(path: file.path, offset: start, length: end - start, text: "")
        }
        let start = declaration.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(path: file.path, offset: start, length: end - start, text: "import \(new)")
    }
}
