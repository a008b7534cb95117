import SutureMacros
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

/// Every prefix of a rich source, as an editor sees it while typing, goes through every macro without a crash.
struct TruncationTests {
    private static let source = """
        @Injectable(as: Oven.self, (any Heater).self, named: "stone", scope: .custom("session"), eager: true)
        @MainActor
        public final class StoneOven: Oven {
            @Inject
            init(oven: any Oven, @Named("rye") starter: Starter, mixer: Lazy<Mixer>, @Argument count: Int = 2) throws {}
            init?(_ value: Int...) {}
            @Inject var ledger: Ledger? = nil
            @Inject(named: "audit") var audit: Ledger?
        }
        @Module(includes: [Other.self])
        enum BakeryModule {
            @Provides(named: "rye", scope: .singleton, into: .map(key: "k"))
            static func starter(@Argument grain: String) async throws -> some Starter { Starter() }
            @MainActor @Provides(into: .set)
            static func tag(@Argument name: String) -> Tag { Tag() }
        }
        @Component(modules: [BakeryModule.self], scope: .custom("request"))
        protocol Bakery {
            init(config: Config)
            var baker: Baker { get set }
            func order(customer: String) -> Order
        }
        """

    @Test func everyPrefix_expandsWithoutCrashing() throws {
        let characters = Array(Self.source)
        var expansions = 0
        for length in 0...characters.count {
            let tree = Parser.parse(source: String(characters[..<length]))
            expansions += try expandEverything(in: tree)
        }
        #expect(expansions > characters.count)
    }

    /// Runs each Suture macro on every declaration it could be attached to; returns how many ran.
    private func expandEverything(in tree: SourceFileSyntax) throws -> Int {
        var count = 0
        for node in allNodes(tree) {
            let context = BasicMacroExpansionContext()
            if let group = node.asProtocol(DeclGroupSyntax.self) {
                for element in group.attributes {
                    guard let attribute = element.as(AttributeSyntax.self) else { continue }
                    _ = try InjectableMacro.expansion(
                        of: attribute,
                        providingMembersOf: group,
                        conformingTo: [],
                        in: context
                    )
                    _ = try ModuleMacro.expansion(
                        of: attribute, providingMembersOf: group, conformingTo: [], in: context)
                    _ = try ComponentMacro.expansion(of: attribute, providingPeersOf: group, in: context)
                    count += 1
                }
            }
            if let declaration = node.as(DeclSyntax.self),
                let withAttributes = node.asProtocol(WithAttributesSyntax.self)
            {
                for element in withAttributes.attributes {
                    guard let attribute = element.as(AttributeSyntax.self) else { continue }
                    _ = try InjectMacro.expansion(of: attribute, providingPeersOf: declaration, in: context)
                    _ = try ProvidesMacro.expansion(of: attribute, providingPeersOf: declaration, in: context)
                    count += 1
                }
            }
        }
        return count
    }

    private func allNodes(_ node: some SyntaxProtocol) -> [Syntax] {
        [Syntax(node)] + node.children(viewMode: .sourceAccurate).flatMap { allNodes($0) }
    }
}
