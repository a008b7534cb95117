/// Writes the graph as one self-contained HTML page — inline style and script, nothing fetched — that shows the
/// components, their bindings and who requests what, with search, a focus on one binding, and each binding's metrics.
///
/// The page reads its data from a `<script type="application/json">` holding the JSON export of the same picture and
/// the report's additions (`HTMLReportData`). Its address fragment names a search and a focus, so a link can open it
/// on one binding: `report.html#search=Oven&focus=Bakery/StoneOven`.
struct HTMLReportRenderer {
    let picture: GraphPicture
    let diagnostics: [GraphDiagnostic]
    let moduleName: String
    /// How the locations' files are written.
    var paths = SourcePathStyle.asRead
    /// The configuration of the build the page shows, for its header; `nil` when the sources tell none apart.
    var configuration: String? = nil

    func render() -> String {
        let graph = JSONRenderer(
            picture: picture, diagnostics: diagnostics, moduleName: moduleName, paths: paths,
            configuration: configuration
        )
        var data = JSONWriter()
        HTMLReportData(picture: picture, metrics: GraphMetrics(picture), graph: graph).write(into: &data)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
            script-src 'unsafe-inline'">
            <meta name="generator" content="suture graph --format html">
            <title>Suture graph of \(Self.escaped(moduleName))</title>
            <style>
            \(HTMLReportStyle.css)</style>
            </head>
            <body>
            \(HTMLReportPage.body(configuration: configuration.map(Self.escaped)))<script type="application/json" id="suture-graph-data">
            \(Self.embedded(data.text))
            </script>
            <script>
            \(HTMLReportScript.javaScript)</script>
            </body>
            </html>

            """
    }

    /// Text made safe between HTML tags.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// JSON made safe inside a `<script>` element: `<`, `>` and `&`, which stand only inside its strings, become
    /// `\u` escapes, so no `</script>` in a type's name can close the element.
    ///
    /// It works on the UTF-8 bytes (the three are ASCII, and no byte of a longer character is ASCII): the data holds
    /// about 2 KB per binding, and copying it a `Character` at a time took 40% of checking, generating and writing the
    /// report of 1,000 bindings.
    static func embedded(_ json: String) -> String {
        if let result = json.utf8.withContiguousStorageIfAvailable({ embedded(json, utf8: $0) }) { return result }
        return Array(json.utf8).withUnsafeBufferPointer { embedded(json, utf8: $0) }
    }

    /// `json` made safe, given its UTF-8 bytes: `json` itself when it holds none of the three.
    private static func embedded(_ json: String, utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") })
        else { return json }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 256)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "<"): bytes.append(contentsOf: "\\u003c".utf8)
            case UInt8(ascii: ">"): bytes.append(contentsOf: "\\u003e".utf8)
            case UInt8(ascii: "&"): bytes.append(contentsOf: "\\u0026".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
