import SwiftSyntax

/// Reads annotated declarations into models and one-declaration diagnostics.
///
/// The macros read the declaration they are attached to; the graph compiler reads every
/// declaration of a file with the same reader, so both understand the annotations the same way.
/// Give it a `SourceLocationConverter` to have locations filled in.
package struct AnnotationReader {
    /// Turns positions into lines and columns; without it, models carry no locations.
    package let locationConverter: SourceLocationConverter?

    /// Creates a reader; pass a converter (built from the file's path and tree) to record locations.
    package init(locationConverter: SourceLocationConverter? = nil) {
        self.locationConverter = locationConverter
    }

    /// Where `node` starts, when the reader knows its file.
    func location(of node: some SyntaxProtocol) -> SyntaxLocation? {
        guard let locationConverter else { return nil }
        let location = locationConverter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SyntaxLocation(file: location.file, line: location.line, column: location.column)
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
