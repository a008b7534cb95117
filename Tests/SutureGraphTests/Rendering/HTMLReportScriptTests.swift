import Foundation
import Testing

@testable import SutureGraph

/// The HTML report's script takes every key of the data it reads from `GraphDocumentSchema`: written with a stand-in
/// for each key, it spells no key by hand, and reads no member of the data the schema does not name.
struct HTMLReportScriptTests {
    /// The script with `document3_`-style stand-ins for the document's keys and `report3_` ones for the report's.
    static let standInScript = HTMLReportScript.script(
        key: { "document\(GraphDocumentSchema.Key.allCases.firstIndex(of: $0) ?? -1)_" },
        reportKey: { "report\(GraphDocumentSchema.ReportKey.allCases.firstIndex(of: $0) ?? -1)_" }
    )

    /// Every key either schema spells, each once.
    static let keys = Set(
        GraphDocumentSchema.Key.allCases.map(\.rawValue) + GraphDocumentSchema.ReportKey.allCases.map(\.rawValue))

    @Test func thePagesScript_isTheScriptWithTheSchemasKeys() {
        #expect(HTMLReportScript.javaScript == HTMLReportScript.script(key: \.rawValue, reportKey: \.rawValue))
    }

    /// A word spelled like a key that is left with stand-ins in place stands for something else: an element's id, a
    /// style class, a label, a property of the browser's objects or of the script's own; each is listed here. A key
    /// read as `node.scope`, `node["scope"]` or written as `{ scope: … }` would be listed too, and fail.
    @Test func theScript_spellsNoKeyByHand() throws {
        let pattern = try NSRegularExpression(pattern: #"([\w)]+\.)?([A-Za-z_]\w*)(:|")?"#)
        let code = Self.standInScript.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let text = code as NSString
        var found: [String] = []
        for match in pattern.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            let word = text.substring(with: match.range(at: 2))
            guard Self.keys.contains(word) else { continue }
            let after = match.range(at: 3).location == NSNotFound ? "" : text.substring(with: match.range(at: 3))
            let before =
                match.range.location == 0
                ? "" : text.substring(with: NSRange(location: match.range.location - 1, length: 1))
            if match.range(at: 1).location != NSNotFound {
                found.append(text.substring(with: match.range(at: 1)) + word)
            } else if before == "\"", after == "\"" {
                found.append("\"\(word)\"")
            } else if after == ":" {
                found.append(word + ":")
            }
        }
        #expect(
            found == [
                // The script's own map of nodes: `{ node, component, report }`, where `report` is the node's report.
                "report:", "known.report", "report:", "id).report",
                // An element's id, a style class and a label of the page.
                "\"diagnostics\"", "report:", "\"name\"", "id:", "report:", "id:", "\"depth\"",
                "id:", "id:", "id:", "id:",
                // The key pressed, in the search box.
                "event.key",
            ]
        )
    }

    /// Every member the script reads from the data (the document, its components, entry points, nodes, dependencies
    /// and diagnostics, and the report) is a stand-in: a key of the document's (`document.`) or of the report's
    /// (`report.`). A member spelled by hand would stand here as it is written.
    @Test func theScript_readsOnlyTheSchemasKeysFromTheData() throws {
        let receivers = "data|graph|report|component|entry|node|dependency|diagnostic|measured"
        let pattern = try NSRegularExpression(pattern: #"(?<![\w$])(?<!\w\.)(\#(receivers))\.([A-Za-z_]\w*)"#)
        let standIn = try NSRegularExpression(pattern: #"^(document|report)([0-9]+)_$"#)
        let text = Self.standInScript as NSString
        var members: Set<String> = []
        for match in pattern.matches(in: Self.standInScript, range: NSRange(location: 0, length: text.length)) {
            let member = text.substring(with: match.range(at: 2))
            let range = NSRange(location: 0, length: (member as NSString).length)
            guard let found = standIn.firstMatch(in: member, range: range),
                let index = Int((member as NSString).substring(with: found.range(at: 2)))
            else {
                members.insert(member)
                continue
            }
            let isDocument = (member as NSString).substring(with: found.range(at: 1)) == "document"
            let keys =
                isDocument
                ? GraphDocumentSchema.Key.allCases.map(\.rawValue)
                : GraphDocumentSchema.ReportKey.allCases.map(\.rawValue)
            members.insert((isDocument ? "document." : "report.") + (index < keys.count ? keys[index] : member))
        }
        #expect(
            members.sorted() == [
                "document.binding", "document.components", "document.defaulted", "document.dependencies",
                "document.diagnostics", "document.entryPoints", "document.generatedName", "document.id",
                "document.key", "document.keys", "document.kind", "document.location", "document.message",
                "document.module", "document.name", "document.nodes", "document.parent", "document.scope",
                "document.severity", "document.subcomponent", "document.type", "report.dependencies",
                "report.dependents", "report.depth", "report.entryPoints", "report.fanIn", "report.fanOut",
                "report.graph", "report.mostDependedOn", "report.name", "report.nodes", "report.providedBy",
                "report.report", "report.transitiveDependents",
            ]
        )
    }
}
