import Testing

@testable import SutureGraph

/// Files that nest brackets past the scanner's limits are skipped with a Declaration error, before SwiftParser's
/// exponential look-ahead or a deep recursion can hang or crash a build.
struct NestingCheckTests {
    static func nested(_ depth: Int, open: String, close: String, inner: String = "Recipe") -> String {
        String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
    }

    static func analysis(parameterType: String) -> GraphCompiler.Analysis {
        let source = """
            import Suture
            struct Recipe {}
            @Injectable
            final class Baker {
                init(recipes: \(parameterType)) {}
            }
            """
        return GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Deep.swift", text: source)]))
        )
    }

    @Test func twentyNestedArrayTypes_areRejectedAtTheirLine_withoutParsingTheFile() {
        let analysis = Self.analysis(parameterType: Self.nested(20, open: "[", close: "]"))
        #expect(
            analysis.formattedDiagnostics
                == "Deep.swift:5:31: error: [Suture/Declaration] square brackets nest more than 12 levels deep here, "
                + "so Suture did not read this file\n"
                + "Deep.swift:5:31: note: help: name an inner type with a typealias to flatten it (see Declaration in "
                + "the diagnostics reference)"
        )
    }

    @Test func twelveNestedArrayTypes_areRead() {
        let analysis = Self.analysis(parameterType: Self.nested(12, open: "[", close: "]"))
        #expect(analysis.diagnostics.isEmpty)
    }

    @Test func thousandsOfNestedParenthesesOrGenericArguments_areRejected_neverAStackOverflow() {
        let parentheses = Self.analysis(parameterType: Self.nested(3_000, open: "(", close: ")"))
        let generics = Self.analysis(parameterType: Self.nested(5_000, open: "Lazy<", close: ">"))
        func expected(at place: String) -> String {
            "\(place) error: [Suture/Declaration] brackets nest more than 100 levels deep here, so Suture did not "
                + "read this file\n\(place) note: help: name an inner type with a typealias, or split the expression "
                + "(see Declaration in the diagnostics reference)"
        }
        #expect(parentheses.formattedDiagnostics == expected(at: "Deep.swift:5:117:"))
        #expect(generics.formattedDiagnostics == expected(at: "Deep.swift:5:513:"))
    }

    @Test func bracketsInStringsCommentsAndComparisons_doNotCount() {
        let deep = Self.nested(40, open: "[", close: "]", inner: "")
        let text = """
            let text = "\(deep)"
            let block = \"\"\"
                \(deep)
                \"\"\"
            // \(deep)
            /* \(Self.nested(40, open: "(", close: "", inner: "")) /* nested */ */
            let isSmaller = a<b
            \(String(repeating: "if a<b && c<d {} \n", count: 200))
            """
        #expect(NestingCheck.firstViolation(in: text) == nil)
    }

    @Test func theViolation_pointsAtTheBracketThatPassesTheLimit() {
        let text = "let x = 1\n  let y: " + Self.nested(13, open: "[", close: "]", inner: "Int")
        #expect(NestingCheck.firstViolation(in: text) == .init(kind: .squareBrackets, line: 2, column: 22))
    }

    @Test func aLineContinuationInAMultiLineString_countsItsLineBreak() {
        for lineBreak in ["\n", "\r\n"] {
            let text = [
                "let message = \"\"\"",
                "    one line \\",
                "    and its continuation \\",
                "    end",
                "    \"\"\"",
                "let deep: " + Self.nested(13, open: "[", close: "]", inner: "Int"),
            ].joined(separator: lineBreak)
            #expect(NestingCheck.firstViolation(in: text) == .init(kind: .squareBrackets, line: 6, column: 23))
        }
    }
}
