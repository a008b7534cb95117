import SwiftSyntax

/// The one reading of Suture's annotations, shared by the macros and the graph compiler.
///
/// Empty until the macros land: it will turn an annotated declaration into a model of keys,
/// parameters, scopes and source locations.
public enum SutureSyntax {
    /// The annotation names this reading understands.
    public static let attributeNames: [String] = []
}
