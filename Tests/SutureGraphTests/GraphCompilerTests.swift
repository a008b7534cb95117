import Foundation
import SutureGraph
import Testing

/// The whole pipeline: deterministic output, and no crash on damaged input.
struct GraphCompilerTests {
    static let bakery = """
        import Suture

        protocol Oven {}

        @Injectable(as: Oven.self, scope: .singleton)
        final class StoneOven: Oven { init(thermometer: Thermometer) {} }

        @Injectable
        struct Thermometer { init() {} }

        @Injectable
        final class Baker { init(oven: Oven, @Named("rye") starter: Starter?, recipes: [Recipe]) {} }

        @Module
        enum BakeryModule {
            @Provides(into: .set) static func rye() -> Recipe { Recipe() }
        }

        @Component(modules: [BakeryModule.self])
        protocol Bakery {
            var baker: Baker { get }
        }
        """

    static func input(_ files: [(String, String)]) -> GraphInput {
        GraphInput(target: SourceModule(name: "App", files: files.map { SourceFile(path: $0.0, text: $0.1) }))
    }

    @Test func generatingTwice_isByteIdentical_whateverTheFileOrder() throws {
        let split = Self.bakery.components(separatedBy: "@Module")
        let files = [("A.swift", split[0]), ("B.swift", "import Suture\n@Module" + split[1])]
        let first = try #require(GraphCompiler().analyze(Self.input(files)).generatedSource())
        let second = try #require(GraphCompiler().analyze(Self.input(files)).generatedSource())
        let reversed = try #require(GraphCompiler().analyze(Self.input(files.reversed())).generatedSource())
        #expect(first == second)
        #expect(first == reversed)
        #expect(!first.contains(".swift"), "no file paths in generated code")
    }

    @Test func picturesAreDeterministicToo() {
        let analysis = GraphCompiler().analyze(Self.input([("Bakery.swift", Self.bakery)]))
        for format in GraphFormat.allCases {
            #expect(analysis.picture(format) == GraphCompiler().analyze(Self.input([("Bakery.swift", Self.bakery)])).picture(format))
        }
    }

    /// Truncations at every 7th character, unbalanced braces, random bytes and wrong annotation arguments.
    static let damagedInputs: [String] = {
        var inputs: [String] = []
        let text = bakery
        var index = text.startIndex
        while index < text.endIndex {
            inputs.append(String(text[..<index]))
            index = text.index(index, offsetBy: 7, limitedBy: text.endIndex) ?? text.endIndex
        }
        inputs.append(text.replacingOccurrences(of: "}", with: ""))
        inputs.append(text.replacingOccurrences(of: "{", with: "{{"))
        inputs.append(text.replacingOccurrences(of: "(", with: ""))
        inputs.append(text.replacingOccurrences(of: "Oven.self", with: "42"))
        inputs.append(text.replacingOccurrences(of: ".singleton", with: ".custom()"))
        inputs.append(text.replacingOccurrences(of: "modules: [BakeryModule.self]", with: "modules: BakeryModule"))
        inputs.append(text.replacingOccurrences(of: "@Named(\"rye\")", with: "@Named(rye, 2)"))
        inputs.append(text.replacingOccurrences(of: "protocol Bakery", with: "struct Bakery"))
        var generator = SeededGenerator(seed: 42)
        for length in [1, 10, 100, 1_000] {
            let scalars = (0..<length).map { _ in Character(UnicodeScalar(UInt8.random(in: 0...255, using: &generator))) }
            inputs.append("@Injectable " + String(scalars))
        }
        return inputs
    }()

    @Test func damagedInput_givesDiagnosticsOrNothing_neverACrash() {
        for (index, text) in Self.damagedInputs.enumerated() {
            let analysis = GraphCompiler().analyze(Self.input([("Damaged\(index).swift", text)]))
            for diagnostic in analysis.diagnostics {
                #expect(!diagnostic.message.isEmpty)
                #expect(diagnostic.formatted.hasPrefix("Damaged\(index).swift:") || diagnostic.location == nil)
            }
            #expect(analysis.hasErrors == (analysis.generatedSource() == nil))
            _ = analysis.picture(.json)
        }
    }
}

/// A small deterministic random number generator, so the damaged corpus is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
