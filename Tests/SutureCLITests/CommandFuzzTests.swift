import Foundation
import Testing

/// Seeded mutants of the example's sources through the `suture` binary, as a build plugin runs it: the command never
/// crashes, fails exactly when it reports an error, writes only compiler-style lines to standard error, and generates
/// source exactly when it succeeds. `SUTURE_FUZZ_ITERATIONS` and `SUTURE_FUZZ_SEED` make a long run by hand.
struct CommandFuzzTests {
    /// How many mutants one run tries: a few dozen in CI (each is a process), more when asked.
    static let iterations =
        ProcessInfo.processInfo.environment["SUTURE_FUZZ_ITERATIONS"].flatMap { Int($0) }.map { $0 / 10 } ?? 60
    /// The seed of the mutations, so that a run is repeatable.
    static let seed = ProcessInfo.processInfo.environment["SUTURE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1

    /// Whether a line is what a compiler prints: `path:line:column: kind: message`, or `suture: kind: message`.
    static func isDiagnosticLine(_ line: Substring) -> Bool {
        let kinds = ["error: ", "warning: ", "note: "]
        if line.hasPrefix("suture: ") { return kinds.contains { line.dropFirst("suture: ".count).hasPrefix($0) } }
        let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, !parts[0].isEmpty, Int(parts[1]) != nil, Int(parts[2]) != nil else { return false }
        return kinds.contains { parts[3].hasPrefix(" " + $0) }
    }

    @Test func mutantsOfTheExample_neverCrashTheCommand_andFailExactlyWhenTheyReportAnError() throws {
        let corpus = try ["Examples/Bakery/Sources/bakery", "Examples/BrokenBakery/Sources/BrokenBakery"].flatMap {
            folder in
            try FileManager.default.contentsOfDirectory(
                atPath: SutureProcess.repositoryRoot.appendingPathComponent(folder).path
            ).filter { $0.hasSuffix(".swift") }.sorted().map { try SutureProcess.read("\(folder)/\($0)") }
        }
        #expect(corpus.count >= 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SeededGenerator(seed: Self.seed)
        for iteration in 0..<Self.iterations {
            var mutant = corpus[Int.random(in: 0..<corpus.count, using: &generator)]
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                mutant = SourceMutation.random(using: &generator).apply(to: mutant, using: &generator)
            }
            let file = folder.appendingPathComponent("Mutant\(iteration).swift")
            try Data(mutant.utf8).write(to: file)
            let result = try SutureProcess.run(["generate", file.path])
            let lines = result.standardError.split(separator: "\n")
            let reportsError = lines.contains { $0.contains(": error: ") }
            #expect(result.status == (reportsError ? 1 : 0), "mutant \(iteration): \(result)")
            #expect(lines.allSatisfy(Self.isDiagnosticLine), "mutant \(iteration): \(result)")
            #expect(result.standardOutput.isEmpty == reportsError, "mutant \(iteration): \(result)")
        }
    }
}
