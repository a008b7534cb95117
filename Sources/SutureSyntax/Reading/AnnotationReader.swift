import SwiftSyntax

/// Reads annotated declarations into models and one-declaration diagnostics.
///
/// The macros read the declaration they are attached to; the graph compiler reads every
/// declaration of a file with the same reader, so both understand the annotations the same way.
/// Give it the file's `SourceLines` to have locations filled in.
package struct AnnotationReader {
    /// Turns positions into lines and columns; without it, models carry no locations.
    package let sourceLines: SourceLines?

    /// Creates a reader; pass the file's lines (from its path and text) to record locations.
    package init(sourceLines: SourceLines? = nil) {
        self.sourceLines = sourceLines
    }

    /// Where `node` starts, when the reader knows its file.
    func location(of node: some SyntaxProtocol) -> SyntaxLocation? {
        sourceLines?.location(of: node.positionAfterSkippingLeadingTrivia)
    }
}

/// What reading one declaration gave: its model, unless it has errors, and every problem found.
package struct Reading<Model> {
    /// The model; `nil` when an error makes the declaration unusable.
    package var model: Model?
    /// Every problem found, in source order of discovery.
    package var diagnostics: [SyntaxDiagnostic]

    /// Describes a reading.
    package init(model: Model?, diagnostics: [SyntaxDiagnostic]) {
        self.model = model
        self.diagnostics = diagnostics
    }

    /// Whether any problem is an error.
    package var hasErrors: Bool {
        diagnostics.contains { diagnostic in
            switch diagnostic.severity {
            case .error: true
            case .warning: false
            }
        }
    }
}
