import Foundation
import SutureGraph
import Testing

/// The HTML reports of the compiled goldens `Bakery` and `Multibindings` (entry points that reach several bindings),
/// compared in full with `Rendering/Pictures/<Case>/graph.html` (`SUTURE_RECORD=1` rewrites them), and the data every
/// golden's report embeds, read back and compared with its JSON.
struct HTMLReportGoldenTests {
    static let reported = GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests")
        .filter { ["Bakery", "Multibindings"].contains($0.name) }

    @Test func theReportedGoldens_areThere() {
        #expect(Self.reported.map(\.name) == ["Bakery", "Multibindings"])
    }

    @Test(arguments: reported)
    func theGolden_isWrittenAsItsReport(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        try golden.expect(
            analysis.picture(.html), matches: "graph.html",
            in: PictureGoldenTests.picturesRoot.appendingPathComponent(golden.name))
    }

    @Test(arguments: GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests"))
    func theEmbeddedData_isTheJSONExport_withAReportOfEveryNode(_ golden: GoldenCase) throws {
        let analysis = GraphCompiler().analyze(try golden.input())
        let data = try #require(try Self.embeddedData(of: analysis.picture(.html)))
        let export = try #require(try Self.object(analysis.picture(.json)))
        #expect(data.keys.sorted() == ["graph", "report"])
        #expect((data["graph"] as? NSDictionary) == (export as NSDictionary))

        let report = try #require(data["report"] as? [String: Any])
        let reported = try #require(report["nodes"] as? [String: [String: Any]])
        let components = try #require(export["components"] as? [[String: Any]])
        let nodes = components.flatMap { ($0["nodes"] as? [[String: Any]]) ?? [] }
        #expect(reported.keys.sorted() == nodes.compactMap { $0["id"] as? String }.sorted())
        for node in nodes {
            let id = try #require(node["id"] as? String)
            let dependencies = (node["dependencies"] as? [[String: Any]]) ?? []
            var distinct: [String] = []
            for target in dependencies.flatMap({ ($0["nodes"] as? [String]) ?? [] }) where !distinct.contains(target) {
                distinct.append(target)
            }
            #expect(reported[id]?["dependencies"] as? [String] == distinct, "\(golden.name): \(id)")
            #expect(reported[id]?["fanOut"] as? Int == distinct.count, "\(golden.name): \(id)")
        }
    }

    /// The JSON object of the report's `<script type="application/json">`, with its `\u003c`-style escapes read back.
    static func embeddedData(of page: String) throws -> [String: Any]? {
        let opening = #"<script type="application/json" id="suture-graph-data">"#
        guard let start = page.range(of: opening),
            let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
        else { return nil }
        return try object(String(page[start.upperBound..<end.lowerBound]))
    }

    static func object(_ text: String) throws -> [String: Any]? {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    }
}
