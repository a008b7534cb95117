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

    /// Writes the page to `output` as UTF-8, a block at a time: the markup, the data (escaped for the `<script>` element
    /// as it is written), the script. At 60,000 bindings the page is about 100 MB, which a page joined from strings held
    /// three times.
    func render(to output: @escaping (UnsafeRawBufferPointer) -> Void) {
        let graph = JSONRenderer(
            picture: picture, diagnostics: diagnostics, moduleName: moduleName, paths: paths,
            configuration: configuration
        )
        var page = JSONWriter(escapingMarkup: true, output: output)
        page.raw(
            """
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

            """
        )
        // The metrics are measured on another processor while the export, which comes first, is written.
        let picture = picture
        let metrics = BackgroundValue { GraphMetrics(picture) }
        HTMLReportData(picture: picture, metrics: metrics, graph: graph).write(into: &page)
        page.raw(
            """

            </script>
            <script>
            \(HTMLReportScript.javaScript)</script>
            </body>
            </html>

            """
        )
        page.flush()
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
}
