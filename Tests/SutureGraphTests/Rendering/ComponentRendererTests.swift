import Testing

@testable import SutureGraph

/// A component with more functions than one run writes them in runs on several processors, in the plan's order.
struct ComponentRendererTests {
    /// `count` chained `@Injectable` types, `Link0000` first, and a component whose entry point asks for the last.
    private static func chain(_ count: Int) -> String {
        var text = "import Suture\n\n@Injectable\nfinal class Link0000 { init() {} }\n"
        for index in 1..<count {
            text += "\n@Injectable\nfinal class \(name(index)) { init(previous: \(name(index - 1))) {} }\n"
        }
        return text + "\n@Component\nprotocol Chain {\n    var last: \(name(count - 1)) { get }\n}\n"
    }

    private static func name(_ index: Int) -> String {
        let digits = String(index)
        return "Link" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    @Test func manyFunctions_areWrittenInThePlansOrder_eachOnce() throws {
        let count = 700
        let analysis = GraphCompiler().analyze(
            GraphInput(
                target: SourceModule(name: "App", files: [SourceFile(path: "Chain.swift", text: Self.chain(count))])))
        #expect(analysis.formattedDiagnostics == "")
        let source = try #require(analysis.generatedSource())
        let lines = source.split(separator: "\n")
        let makes = lines.filter { $0.hasPrefix("    fileprivate func make") }.map { String($0.prefix(33)) }
        #expect(makes == (0..<count).map { "    fileprivate func make\(Self.name($0))" })
        let provides = lines.filter { $0.hasPrefix("    fileprivate func provide") }.map { String($0.prefix(36)) }
        #expect(provides == (0..<count).map { "    fileprivate func provide\(Self.name($0))" })
        let members = lines.filter { $0.hasPrefix("        var link") }.map { String($0.prefix(20)) }
        #expect(members == (0..<count).map { "        var link" + Self.name($0).dropFirst(4) })
    }
}
