/// The JSON document `suture graph --format json` writes and `suture graph --diff` reads, documented in
/// `Documentation/GraphSchema.md`: its version and every key, spelled here once for the writer, the reader and the
/// HTML report's script.
enum GraphDocumentSchema {
    /// Bumped only when a field changes meaning or disappears; new fields keep the version. Version 2 derives node ids
    /// from the binding's key instead of the name messages give it, and names the configuration drawn.
    static let version = 2

    /// The versions `suture graph --diff` reads: this one and the one before it.
    static let readableVersions = [1, 2]

    /// A key of one of the document's objects (the document, a component, an entry point, a node, a dependency, a
    /// diagnostic or a note); objects share the keys they have in common, such as `name` and `location`.
    enum Key: String, CaseIterable, Sendable {
        case schemaVersion, module, configuration, components, diagnostics
        case name, generatedName, scope, parent, entryPoints, nodes, subcomponent
        case id, binding, kind, type, qualifier, keys, location, dependencies
        case requester, key, deferred, defaulted
        case severity, message, notes, help
    }

    /// A key of the HTML report's data: `graph` holds the document, `report` what the page adds to each node.
    enum ReportKey: String, CaseIterable, Sendable {
        case graph, report, nodes, mostDependedOn
        case name, provider, providedBy, fanIn, fanOut, depth, transitiveDependents, dependencies, dependents
        case entryPoints
    }
}
