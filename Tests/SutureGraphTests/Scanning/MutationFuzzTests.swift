import Foundation
import SutureGraph
import Testing

/// Seeded mutants of the golden inputs, and the inputs that once crashed or hung the graph compiler, run through
/// the whole pipeline: nothing crashes, every diagnostic is one compiler-style line, and a graph with errors
/// generates nothing. `Fuzz/README.md` says how to run it long and keep what it finds.
struct MutationFuzzTests {
    /// How many mutants one run tries: a few hundred in CI, as many as `SUTURE_FUZZ_ITERATIONS` says by hand.
    static let iterations = ProcessInfo.processInfo.environment["SUTURE_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 300
    /// The seed of the mutations, so a run is repeatable: `SUTURE_FUZZ_SEED`, 1 unless set.
    static let seed = ProcessInfo.processInfo.environment["SUTURE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1

    static var fuzzRoot: URL { GoldenCase.testsRoot.appendingPathComponent("SutureGraphTests/Fuzz") }

    /// The golden inputs: every source file of every case, compiled or broken.
    static func corpus() throws -> [String] {
        let roots = [GoldenCase.compiledRoot, GoldenCase.brokenRoot]
        var texts: [String] = []
        for root in roots {
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") && path.contains("Input/") {
                texts.append(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
            }
        }
        return texts.sorted()
    }

    /// Whether a line is what a compiler prints: `path:line:column: kind: message`, or `suture: kind: message`.
    static func isDiagnosticLine(_ line: Substring) -> Bool {
        let kinds = ["error: ", "warning: ", "note: "]
        if line.hasPrefix("suture: ") { return kinds.contains { line.dropFirst("suture: ".count).hasPrefix($0) } }
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[0].isEmpty, Int(parts[1]) != nil, Int(parts[2]) != nil else { return false }
        return kinds.contains { parts[3].hasPrefix(" " + $0) }
    }

    /// Runs one input through every stage and checks the invariants.
    static func check(_ text: String, name: String) {
        let input = GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: name, text: text)]))
        let analysis = GraphCompiler().analyze(input)
        let formatted = analysis.formattedDiagnostics
        for line in formatted.split(separator: "\n", omittingEmptySubsequences: false) where !formatted.isEmpty {
            #expect(isDiagnosticLine(line), "not a diagnostic line: \(line)")
        }
        #expect(analysis.hasErrors == (analysis.generatedSource() == nil))
        for format in GraphFormat.allCases { _ = analysis.picture(format) }
    }

    @Test func inputsThatOnceCrashedOrHung_areDiagnosed() throws {
        let folder = Self.fuzzRoot.appendingPathComponent("Regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(names.count >= 4)
        for name in names.sorted() {
            Self.check(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), name: name)
        }
    }

    @Test func seededMutantsOfTheGoldenInputs_neverCrash_andAreDiagnosedOnTheirLines() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count > 10)
        var generator = SeededGenerator(seed: Self.seed)
        let current = FileManager.default.temporaryDirectory.appendingPathComponent("suture-fuzz-current.swift")
        let keepsCurrent = ProcessInfo.processInfo.environment["SUTURE_FUZZ_ITERATIONS"] != nil
        for iteration in 0..<Self.iterations {
            let original = corpus[Int.random(in: 0..<corpus.count, using: &generator)]
            var mutant = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutant = SourceMutation.random(using: &generator).apply(to: mutant, using: &generator)
            }
            if keepsCurrent { try Data(mutant.utf8).write(to: current) }
            Self.check(mutant, name: "Mutant\(iteration).swift")
        }
    }
}
