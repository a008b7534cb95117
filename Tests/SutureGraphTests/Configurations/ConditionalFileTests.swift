import SwiftParser
import Testing

@testable import SutureGraph

/// Which `#if` blocks decide a file's Suture declarations, and the file's text as one configuration compiles it.
struct ConditionalFileTests {
    private static func conditionalFile(_ text: String) -> ConditionalFile? {
        ConditionalFile(SourceFile(path: "File.swift", text: text), tree: Parser.parse(source: text))
    }

    @Test func theTextOfAConfiguration_keepsEveryByteInPlace_blankingWhatItDoesNotCompile() throws {
        let text = """
            import Suture
            #if DEBUG // the fake
            @Injectable final class Fake { init() {} }
            #elseif os(iOS)
            @Injectable final class Phone { init() {} }
            #else
            @Injectable final class Live { init() {} }
            #endif
            """
        let file = try #require(Self.conditionalFile(text))
        // The second clause is kept: its directive line and the other clauses become spaces, line for line.
        let blank: (String) -> String = { String(repeating: " ", count: $0.utf8.count) }
        let expected: [String] = [
            "import Suture",
            blank("#if DEBUG // the fake"),
            blank("@Injectable final class Fake { init() {} }"),
            blank("#elseif os(iOS)"),
            "@Injectable final class Phone { init() {} }",
            blank("#else"),
            blank("@Injectable final class Live { init() {} }"),
            blank("#endif"),
        ]
        #expect(file.text(keeping: [1]) == expected.joined(separator: "\n"))
        #expect(file.text(keeping: [1]).utf8.count == text.utf8.count)
    }

    @Test func blocksInBodies_andBlocksWithoutAnnotations_decideNothing() {
        let text = """
            import Suture
            #if DEBUG
            let verbose = true
            #endif
            @Injectable final class Worker {
                init() {}
                func work() {
                    #if DEBUG
                    print("debug")
                    #endif
                }
            }
            """
        #expect(Self.conditionalFile(text) == nil)
    }

    @Test func aBlockAmongTheMembersOfAnAnnotatedType_decides_evenWithoutAnAnnotationInIt() throws {
        let text = """
            import Suture
            @Injectable final class Worker {
                #if DEBUG
                init(verbose: Bool) {}
                #else
                init() {}
                #endif
            }
            """
        let file = try #require(Self.conditionalFile(text))
        #expect(file.settings == [BuildSetting(kind: .flag, name: "DEBUG"): []])
    }

    @Test func aNestedBlock_isKept_onlyWhereTheBlockAroundItIs() throws {
        let text = """
            #if os(Linux)
            #if DEBUG
            @Injectable final class LinuxFake { init() {} }
            #endif
            #endif
            """
        let file = try #require(Self.conditionalFile(text))
        #expect(file.blocks.map(\.enclosingClauses.count) == [0, 1])
        #expect(
            file.settings == [
                BuildSetting(kind: .flag, name: "DEBUG"): [],
                BuildSetting(kind: .operatingSystem, name: ""): ["Linux"],
            ]
        )
        // Outside Linux, the inner block is blanked with the outer one and reads as inactive.
        let space = ConfigurationSpace(file.settings)
        let notLinux = try #require(
            space.variants.first { variant in
                space.value(of: BuildSetting(kind: .operatingSystem, name: ""), in: variant) == .other
            })
        #expect(file.activeClauses(in: AssumedBuildConfiguration(notLinux, of: space)) == [nil, nil])
    }
}
