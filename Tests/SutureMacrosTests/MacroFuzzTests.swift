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
        "value: T, ", "values: repeat each T, ", "body: () throws(T) -> Void, ", "T.self, ",
    ]

    /// The annotated declarations of the compiled goldens' inputs, one by one: every shape Suture supports, each
    /// small enough that a few hundred expansions stay cheap.
    static func corpus() throws -> [String] {
        try files().flatMap { text in
            Parser.parse(source: text).statements.map { "import Suture\n" + $0.trimmedDescription }
                .filter { $0.contains("@") }
        }
    }

    /// The compiled goldens' input files, and the declarations `SutureTests` compiles `@InjectedParameters` on
    /// (generic, typed-throwing, pack-taking…), without the tests after them.
    static func files() throws -> [String] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let root = tests.appendingPathComponent("SutureGeneratedTests")
        var texts: [String] = []
        guard let files = FileManager.default.enumerator(atPath: root.path) else { return [] }
        for case let path as String in files where path.hasSuffix(".swift") && path.contains("Input/") {
            texts.append(try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
        let injectedParameters = try String(
            contentsOf: tests.appendingPathComponent("SutureTests/InjectedParametersTests.swift"),
            encoding: .utf8
        )
        texts.append(injectedParameters.components(separatedBy: "// MARK: Tests")[0])
        return texts.sorted()
    }

    /// A mutation of the graph compiler's fuzz, or an argument spliced after a random opening parenthesis.
    static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        if Int.random(in: 0..<8, using: &generator) == 0 {
            return genericise(text, using: &generator)
        }
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

    /// Makes one function or initializer generic over `Failure`, named by its thrown type, by a new parameter, or
    /// by nothing: the shapes in which an overload could lose a generic its declaration names.
    static func genericise(_ text: String, using generator: inout SeededGenerator) -> String {
        let tree = Parser.parse(source: text)
        let signatures = tree.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionSignatureSyntax? in
            if let function = token.parent?.as(FunctionDeclSyntax.self), token == function.name {
                return function.signature
            }
            if let initializer = token.parent?.as(InitializerDeclSyntax.self), token == initializer.initKeyword {
                return initializer.signature
            }
            return nil
        }
        guard !signatures.isEmpty else { return text }
        let signature = signatures[Int.random(in: 0..<signatures.count, using: &generator)]
        var edited = signature
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            edited.effectSpecifiers = FunctionEffectSpecifiersSyntax(
                asyncSpecifier: signature.effectSpecifiers?.asyncSpecifier,
                throwsClause: ThrowsClauseSyntax(
                    throwsSpecifier: .keyword(.throws, leadingTrivia: .space),
                    leftParen: .leftParenToken(),
                    type: TypeSyntax(stringLiteral: "Failure"),
                    rightParen: .rightParenToken()
                )
            )
        case 1:
            edited.parameterClause = signature.parameterClause.with(
                \.leftParen,
                .leftParenToken(trailingTrivia: Trivia(stringLiteral: "failure: Failure, "))
            )
        default:
            break
        }
        let utf8 = Array(text.utf8)
        let start = signature.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = signature.endPositionBeforeTrailingTrivia.utf8Offset
        let before = String(decoding: utf8[..<start], as: UTF8.self)
        let after = String(decoding: utf8[end...], as: UTF8.self)
        // The generic clause goes right before the parameters, after any that is there already.
        let clause = before.hasSuffix(">") ? "" : "<Failure: Error>"
        return before + clause + edited.trimmedDescription + after
    }

    /// What expanding one source found.
    struct Outcome {
        /// Whether the source parsed without a syntax error.
        var parsed: Bool
        /// The messages of the macros' diagnostics, errors first marked.
        var diagnostics: [(message: String, isError: Bool)]
        /// Whether the expanded source parses without a syntax error.
        var expansionParses: Bool
        /// `@InjectedParameters` declarations whose signature names not all of their generic parameters.
        var originalsWithUnnamedGenerics: [String]
        /// Generated overloads whose signature names not all of their generic parameters (Swift rejects them).
        var overloadsWithUnnamedGenerics: [String]
    }

    /// Expands every macro of `text` in-process.
    static func expand(_ text: String) -> Outcome {
        let tree = Parser.parse(source: text)
        let context = BasicMacroExpansionContext()
        // Each expansion sees the declarations around it, as in the compiler: `@Provides` in an `@Module` enum.
        let expanded = tree.expand(
            macros: macros,
            contextGenerator: {
                BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts())
            }
        )
        let diagnostics = context.diagnostics.map { ($0.message, $0.diagMessage.severity == .error) }
        return Outcome(
            parsed: !tree.hasError,
            diagnostics: diagnostics,
            expansionParses: !Parser.parse(source: expanded.description).hasError,
            originalsWithUnnamedGenerics: GenericSignatureCheck.unnamed(in: tree, attributedWith: "InjectedParameters"),
            overloadsWithUnnamedGenerics: GenericSignatureCheck.unnamed(
                in: Parser.parse(source: expanded.description),
                attributedWith: "_disfavoredOverload"
            )
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
            #expect(outcome.overloadsWithUnnamedGenerics == [])
        }
    }

    @Test func theGenericSignatureCheck_findsWhatSwiftRejects_andPassesWhatItAccepts() {
        let source = Parser.parse(
            source: """
                struct S {
                    @_disfavoredOverload func conforms<T>(a: Int) where T: Sendable {}
                    @_disfavoredOverload func thrown<E: Error>(a: Int) throws(E) {}
                    @_disfavoredOverload func tied<S: Sequence, E>(s: S) where S.Element == E {}
                    @_disfavoredOverload init<A, B>(b: B.Element) {}
                    @_disfavoredOverload func result<R>() -> [R] { [] }
                    func unattributed<T>() {}
                }
                """
        )
        #expect(
            GenericSignatureCheck.unnamed(in: source, attributedWith: "_disfavoredOverload") == [
                "conforms<T>", "init<A>",
            ])
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
            #expect(
                outcome.expansionParses,
                "mutant \(iteration) parses and gets no error, but its expansion does not parse:\n\(mutant)")
            // An overload may repeat the declaration's own mistake (the compiler reports it there), never add one.
            if outcome.originalsWithUnnamedGenerics.isEmpty {
                #expect(outcome.overloadsWithUnnamedGenerics == [], "mutant \(iteration):\n\(mutant)")
            }
        }
        // The corpus and the mutations reach both outcomes, or the test would prove nothing.
        #expect(diagnosed > Self.iterations / 20)
        #expect(expanded > Self.iterations / 20)
    }
}
