import SutureGraph
import Testing

/// Long chains are walked without recursion: checking and generating them never overflows the stack.
struct NodeEffectsTests {
    @Test func aChainOfFiveThousandInjectables_isCheckedAndGenerated() throws {
        let count = 5_000
        var lines = ["import Suture"]
        for index in 0..<count {
            let initializer = index + 1 < count ? "init(next: Link\(index + 1)) throws {}" : "init() throws {}"
            lines.append("@Injectable final class Link\(index) { \(initializer) }")
        }
        lines.append("@Component protocol Chain { var head: Link0 { get throws } }")
        let analysis = GraphCompiler().analyze(
            GraphInput(
                target: SourceModule(
                    name: "App", files: [SourceFile(path: "Chain.swift", text: lines.joined(separator: "\n"))])
            )
        )
        #expect(analysis.diagnostics.isEmpty)
        let source = try #require(analysis.generatedSource())
        // The effect of the last link reaches the head through the whole chain.
        #expect(
            source.contains(
                "    fileprivate func makeLink0() throws -> Link0 {\n        try Link0(next: provideLink1())\n    }"))
        #expect(source.components(separatedBy: "\n").count > count * 3)
    }
}
