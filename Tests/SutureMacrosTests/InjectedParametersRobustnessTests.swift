import SutureMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Code typed one character at a time: every prefix of a file goes through the macro, which must never
/// crash, and must generate only overloads that parse.
@Suite struct InjectedParametersRobustnessTests {
    static let source = """
        final class Bakery {
            @InjectedParameters(strategy: .byName, ignoring: "name", "count", "seed")
            public convenience init<Seed: Hashable>(
                name: String = "x", count: inout Int, @Named("rye") starter: Starter, oven: any Oven, seed: Seed
            ) async throws where Seed: Sendable {
                self.init()
            }
        }

        extension Bakery {
            @MainActor @InjectedParameters(ignoring: "dough") @discardableResult
            static func bake(_ dough: Dough, handler: @escaping () -> Void, in oven: Oven!) rethrows -> Loaf { Loaf() }

            @InjectedParameters(ignoring: "flour", "flour", strategy)
            func knead<T>(_ values: Int..., value: T, total: inout Int) {}
        }
        """

    @Test func everyPrefixOfAFile_expandsWithoutCrashing_andOnlyToOverloadsThatParse() throws {
        var overloadsOfTheWholeFile = 0
        let characters = Array(Self.source)
        for length in 0...characters.count {
            let file = Parser.parse(source: String(characters[..<length]))
            for (attribute, declaration) in Self.attachedMacros(in: file) {
                let context = BasicMacroExpansionContext(lexicalContext: declaration.allMacroLexicalContexts())
                let overloads = try InjectedParametersMacro.expansion(
                    of: attribute,
                    providingPeersOf: declaration,
                    in: context
                )
                for overload in overloads {
                    let reparsed = Parser.parse(source: overload.description)
                    #expect(!reparsed.hasError, "prefix of \(length) characters generated:\n\(overload)")
                }
                if length == characters.count {
                    overloadsOfTheWholeFile += overloads.count
                }
            }
        }
        #expect(overloadsOfTheWholeFile == 2)
    }

    /// Each `@InjectedParameters` attribute of the file with the declaration it is attached to.
    private static func attachedMacros(in file: SourceFileSyntax) -> [(AttributeSyntax, DeclSyntax)] {
        final class Finder: SyntaxVisitor {
            var found: [(AttributeSyntax, DeclSyntax)] = []

            override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
                if node.attributeName.trimmedDescription == "InjectedParameters",
                    let declaration = node.parent?.parent?.as(DeclSyntax.self)
                {
                    found.append((node, declaration))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }
}
