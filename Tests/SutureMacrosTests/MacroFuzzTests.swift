import Foundation
import SutureMacros
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Seeded mutants of the compiled goldens' inputs, as a half-typed buffer or a slip of the hand leaves them, expanded
/// in-process by every Suture macro: nothing crashes, no diagnostic is empty, and a mutant that parses and gets no
/// Suture error expands to code that parses. The graph compiler's fuzz (`SutureGraphTests/Fuzz`) applies the same
/// mutations; `SUTURE_FUZZ_ITERATIONS` and `SUTURE_FUZZ_SEED` run it longer or elsewhere.
struct MacroFuzzTests {
    /// How many mutants one run tries: a few hundred in CI.
    static let iterations = ProcessInfo.processInfo.environment["SUTURE_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? 200
    /// The seed of the mutations: `SUTURE_FUZZ_SEED`, 1 unless set.
    static let seed = ProcessInfo.processInfo.environment["SUTURE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1

    /// Every macro of the plugin, by the name its attribute is written with.
    static let macros: [String: any Macro.Type] = [
        "Injectable": InjectableMacro.self,
        "Inject": InjectMacro.self,
        "Module": ModuleMacro.self,
        "Provides": ProvidesMacro.self,
        "Component": ComponentMacro.self,
        "Qualified": QualifiedMacro.self,
        "InjectedParameters": InjectedParametersMacro.self,
    ]

    /// Arguments a user may write in an attribute, right or wrong, spliced after an opening parenthesis.
    static let arguments = [
        "as: Int.self, ", "as: (any Oven).self, ", "named: 1, ", "named: \"x\", ", "scope: .weak, ", "scope: .graph, ",
        "scope: .custom(name), ", "eager: false, ", "eager: flag, ", "into: .elements, ", "into: .set, ",
        "includes: [X.self], ", "modules: X.self, ", "omitting: [X.self], ", "strategy: .byName, ", "ignoring: \"a\", ",
        "ignoring: 1, ", "_ ", "", "<T>", "async ", "throws ", "@MainActor ", "nonisolated ", "lazy var p: Int = 1; ",
    ]

    /// The annotated declarations of the compiled goldens' inputs, one by one: every shape Suture supports, each
    /// small enough that a few hundred expansions stay cheap.
    static func corpus() throws -> [String] {
        try files().flatMap { text in
            Parser.parse(source: text).statements.map { "import Suture\n" + $0.trimmedDescription }
                .filter { $0.contains("@") }
        }
    }

    /// The compiled goldens' input files.
    static func files() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SutureGeneratedTests")
        var texts: [String] = []
        guard let files = FileManager.default.enumerator(atPath: root.path) else { return [] }
        for case let path as String in files where path.hasSuffix(".swift") && path.contains("Input/") {
            texts.append(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
        return texts.sorted()
    }

    /// A mutation of the graph compiler's fuzz, or an argument spliced after a random opening parenthesis.
    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        guard Bool.random(using: &generator) else {
            var mutation = SourceMutation.random(using: &generator)
            // Deep brackets are the compiler's to survive (its expansion time grows with nesting, macro or not);
            // the graph compiler, which reads them itself, is fuzzed with them.
            while mutation == .nestBrackets { mutation = SourceMutation.random(using: &generator) }
            return mutation.apply(to: text, using: &generator)
        }
        let openings = text.indices.filter { text[$0] == "(" }
        guard !openings.isEmpty else { return text }
        let position = text.index(after: openings[Int.random(in: 0..<openings.count, using: &generator)])
        let argument = arguments[Int.random(in: 0..<arguments.count, using: &generator)]
        return String(text[..<position]) + argument + String(text[position...])
    }

    /// What expanding one source found.
    struct Outcome {
        /// Whether the source parsed without a syntax error.
        var parsed: Bool
        /// The messages of the macros' diagnostics, errors first marked.
        var diagnostics: [(message: String, isError: Bool)]
        /// Whether the expanded source parses without a syntax error.
        var expansionParses: Bool
    }

    /// Expands every macro of `text` in-process.
    static func expand(_ text: String) -> Outcome {
        let tree = Parser.parse(source: text)
        let context = BasicMacroExpansionContext()
        // Each expansion sees the declarations around it, as in the compiler: `@Provides` in an `@Module` enum.
        let expanded = tree.expand(
            macros: macros,
            contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) }
        )
        let diagnostics = context.diagnostics.map { ($0.message, $0.diagMessage.severity == .error) }
        return Outcome(
            parsed: !tree.hasError,
            diagnostics: diagnostics,
            expansionParses: !Parser.parse(source: expanded.description).hasError
        )
    }

    @Test func theCorpus_expandsToCodeThatParses_withoutASingleDiagnostic() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count > 50)
        for text in corpus {
            let outcome = Self.expand(text)
            #expect(outcome.parsed)
            #expect(outcome.diagnostics.map(\.message) == [])
            #expect(outcome.expansionParses)
        }
    }

    @Test func seededMutants_neverCrash_andEitherExpandToCodeThatParses_orAreDiagnosed() throws {
        let corpus = try Self.corpus()
        var generator = SeededGenerator(seed: Self.seed)
        var diagnosed = 0
        var expanded = 0
        for iteration in 0..<Self.iterations {
            var mutant = corpus[Int.random(in: 0..<corpus.count, using: &generator)]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                mutant = Self.mutate(mutant, using: &generator)
            }
            if let current = ProcessInfo.processInfo.environment["SUTURE_FUZZ_CURRENT"] {
                try Data("\(iteration)\n\(mutant)".utf8).write(to: URL(fileURLWithPath: current))
            }
            let outcome = Self.expand(mutant)
            for diagnostic in outcome.diagnostics {
                #expect(!diagnostic.message.trimmingCharacters(in: .whitespaces).isEmpty, "mutant \(iteration)")
            }
            if outcome.diagnostics.contains(where: \.isError) { diagnosed += 1 }
            guard outcome.parsed, !outcome.diagnostics.contains(where: \.isError) else { continue }
            expanded += 1
            #expect(outcome.expansionParses, "mutant \(iteration) parses and gets no error, but its expansion does not parse:\n\(mutant)")
        }
        // The corpus and the mutations reach both outcomes, or the test would prove nothing.
        #expect(diagnosed > Self.iterations / 20)
        #expect(expanded > Self.iterations / 20)
    }
}
