import SutureSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// A node's source without its outer trivia, read without copying the node.
struct TrimmedSourceTests {
    @Test func everyNodeReadsAsItsTrimmedDescription() {
        let source = """
            /// A baker.
            @Injectable(scope: .singleton)  // shared
            final class Baker {
                init(oven: any Oven, /* the flour */ flour: [String: Flour]?, timer: @escaping () -> Void) {}
            }

            """
        let tree = Parser.parse(source: source)
        let nodes = tree.preOrderNodes()
        #expect(nodes.count > 40)
        #expect(nodes.map(\.trimmedSource) == nodes.map(\.trimmedDescription))
    }

    @Test func aNodeOfOnlyTriviaReadsAsEmpty() {
        let tree = Parser.parse(source: "  // nothing here\n")
        #expect(tree.trimmedSource == "")
        #expect(tree.statements.trimmedSource == "")
    }
}
