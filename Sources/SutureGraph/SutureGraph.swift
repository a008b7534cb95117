import SutureSyntax

/// The graph compiler's library: scanning, model, validation and rendering, behind the `suture` CLI and the plugins.
///
/// Empty until the graph compiler lands; the CLI says so rather than pretending to check anything.
public enum SutureGraph {
    /// The version the CLI reports.
    public static let version = "0.1.0"
}
