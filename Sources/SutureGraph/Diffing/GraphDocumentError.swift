/// Why a file cannot be read as a graph: it is not JSON, not in the schema `suture graph --format json` writes, or in
/// a schema version this tool does not read. The description names the file and what is wrong.
package struct GraphDocumentError: Error, Equatable, CustomStringConvertible {
    /// The whole message: `old.json is not JSON: line 3, column 7: expected ',' or '}' …`.
    package let description: String

    /// The file holds nothing but white space.
    static func empty(file: String) -> GraphDocumentError {
        GraphDocumentError(description: "\(file) is empty; write it with `suture graph --format json`")
    }

    /// The text is not JSON.
    static func notJSON(file: String, _ failure: JSONParser.Failure) -> GraphDocumentError {
        GraphDocumentError(description: "\(file) is not JSON: \(failure)")
    }

    /// The JSON does not have the shape of a graph; `reason` says which field is wrong.
    static func notAGraph(file: String, _ reason: String) -> GraphDocumentError {
        GraphDocumentError(description: "\(file) is not a graph that `suture graph --format json` writes: \(reason)")
    }

    /// The graph is written in a schema version this tool does not read: a newer suture wrote it.
    static func unsupportedVersion(file: String, _ version: String) -> GraphDocumentError {
        let readable = GraphDocumentSchema.readableVersions.map(String.init).joined(separator: " and ")
        return GraphDocumentError(
            description:
                "\(file) is written in graph schema version \(version), and this suture reads versions \(readable); "
                + "compare it with the suture that wrote it, or write it again with this one (`suture graph --format json`)"
        )
    }
}
