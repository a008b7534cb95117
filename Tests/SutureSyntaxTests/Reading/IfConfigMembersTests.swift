import SutureSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// The members of a type as each combination of its `#if` clauses compiles them.
struct IfConfigMembersTests {
    private static func variants(_ body: String) -> [(conditions: String, members: [String])]? {
        let file = Parser.parse(source: "struct S {\n\(body)\n}")
        guard let declaration = file.statements.first?.item.as(StructDeclSyntax.self),
            let variants = IfConfigMembers.variants(of: declaration.memberBlock.members)
        else { return nil }
        return variants.map { variant in
            (variant.condition, variant.members.map { $0.decl.trimmedDescription })
        }
    }

    @Test func blocksWithoutInitializersOrStoredProperties_areMembersOfEveryVariant() throws {
        let variants = try #require(Self.variants("#if DEBUG\nfunc debug() {}\n#endif\ninit() {}"))
        #expect(variants.map(\.conditions) == ["true"])
        #expect(variants.map(\.members) == [["#if DEBUG\nfunc debug() {}\n#endif", "init() {}"]])
    }

    @Test func aBlockWithoutElse_addsTheVariantWhereNoClauseIsActive() throws {
        let variants = try #require(Self.variants("let a: Int\n#if os(Linux) || os(Windows)\nlet b: Int\n#endif"))
        #expect(variants.map(\.conditions) == ["(os(Linux) || os(Windows))", "!(os(Linux) || os(Windows))"])
        #expect(variants.map(\.members) == [["let a: Int", "let b: Int"], ["let a: Int"]])
    }

    @Test func nestedBlocks_combineTheirConditions_withEachEarlierClauseNegated() throws {
        let body = """
            #if DEBUG
            #if TRACING
            init(tracer: Tracer) {}
            #else
            init() {}
            #endif
            #elseif canImport(UIKit)
            init(view: View) {}
            #endif
            """
        let variants = try #require(Self.variants(body))
        #expect(
            variants.map(\.conditions) == [
                "DEBUG && TRACING", "DEBUG && !TRACING", "!DEBUG && canImport(UIKit)", "!DEBUG && !canImport(UIKit)",
            ])
        #expect(variants.map(\.members) == [["init(tracer: Tracer) {}"], ["init() {}"], ["init(view: View) {}"], []])
    }

    @Test func combinationsPastTheLimit_areNotEnumerated() {
        let body = (0..<5).map { "#if FLAG\($0)\nlet value\($0): Int\n#endif" }.joined(separator: "\n")
        #expect(Self.variants(body) == nil)
    }
}
