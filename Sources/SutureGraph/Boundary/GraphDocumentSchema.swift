/// The JSON document `suture graph --format json` writes and `suture graph --diff` reads, documented in
/// `Documentation/GraphSchema.md`: its version and every key, spelled here once for the writer and the reader.
enum GraphDocumentSchema {
    /// Bumped only when a field changes meaning or disappears; new fields keep the version.
    static let version = 1

    /// A key of one of the document's objects (the document, a component, an entry point, a node, a dependency, a
    /// diagnostic or a note); objects share the keys they have in common, such as `name` and `location`.
    enum Key: String, CaseIterable, Sendable {
        case schemaVersion, module, components, diagnostics
        case name, generatedName, scope, parent, entryPoints, nodes, subcomponent
        case id, binding, kind, type, qualifier, keys, location, dependencies
        case requester, key, deferred, defaulted
        case severity, message, notes, help
    }
}
