import SutureSyntax
import SwiftParser
import SwiftSyntax
import Testing

@testable import SutureGraph

/// Which bodies the scanner's parse passes over as whitespace, and that what it reads stays the same.
struct BlankedBodiesTests {
    @Test func plainBodiesOfMembersAndFunctions_areBlanked_keepingLineBreaks() {
        let text =
            "@MainActor final class Shop {\n"
            + "    init(count: Int) {\n"
            + "        self.count = count\n"
            + "    }\n"
            + "    let count: Int\n"
            + "    func total() -> Int { count }\n"
            + "}\n"
            + "func open() { Shop(count: 1).total() }\n"
        let blanked =
            "@MainActor final class Shop {\n"
            + "    init(count: Int) {\n"
            + "                          \n"
            + "    }\n"
            + "                  \n"
            + "    func total() -> Int {       }\n"
            + "}\n"
            + "func open() {                        }\n"
        #expect(BlankedBodies.parse(text).description == blanked)
    }

    @Test func plainStoredPropertiesOfClassesAndActors_areBlanked_andAStructsAreKept() {
        let lines = [
            "final class Shop: Sendable {",
            "    let oven: Oven",
            "    private var counts: [String: Int?], total: Int",
            "    weak var owner: (any Owner & Sendable)?",
            "    nonisolated let shelf: Shelf<Bread>.Row!",
            "    var price: Int = 3",
            "    @Inject var ledger: Ledger?",
            "    init(oven: Oven) {}",
            "}",
            "@MainActor actor Till {",
            "    var sum: Int",
            "}",
            "@Injectable struct Bag {",
            "    let bread: Bread",
            "}",
        ]
        // The lines blanked: a class's and an actor's plain stored properties, and nothing else.
        let blankedLines: Set = [1, 2, 4, 10]
        let blanked = lines.enumerated().map { number, line in
            blankedLines.contains(number) ? String(repeating: " ", count: line.utf8.count) : line
        }
        let text = lines.joined(separator: "\n") + "\n"
        #expect(BlankedBodies.parse(text).description == blanked.joined(separator: "\n") + "\n")
    }

    @Test func storedPropertiesThatTheTreeDoesNotShowBetweenAClassesMembers_keepTheFileAsWritten() {
        // One a `#if` clause holds, which decides the members each configuration compiles; one whose value goes on
        // on the next line.
        let conditional = "final class Shop {\n#if DEBUG\n    let log: Log\n#endif\n    init() {}\n}\n"
        let continued = "@MainActor final class Shop {\n    var count: Int\n        = 3\n    init() {}\n}\n"
        #expect(BlankedBodies.parse(conditional).description == conditional)
        #expect(BlankedBodies.parse(continued).description == continued)
    }

    @Test func firstBraceAfterAFunctionThatOpensNoBodyAmongDeclarations_keepsTheFileAsWritten() {
        // A trailing closure in a default value, whose text is the parameter's default; a method of a local type.
        let closure =
            "@Injectable struct Shop {\n    init(count: Int = make() { 1 }) { self.count = count }\n    var count: Int\n}\n"
        let local = "func outer() {\n    struct Local { func inner() { work() } }\n}\n"
        #expect(BlankedBodies.parse(closure).description == closure)
        #expect(BlankedBodies.parse(local).description == local)
    }

    @Test func bodiesWithBracesStringsCommentsOrAttributes_areKept() {
        let text = """
            func a() { if x { y } }
            func b() { print("}") }
            func c() { @Injectable struct Local {} }
            func d() { // a note
            }
            func e() {}

            """
        #expect(BlankedBodies.parse(text).description == text)
    }

    @Test func memberBlocksOfTypesWithoutAttributes_areBlankedWhole_keepingLineBreaks() {
        let lines = [
            "import Suture",
            "",
            "public final class Oven: Sendable {",
            "    public let heat: Heat // degrees, {not} \"Kelvin\"",
            "",
            "    public init(heat: Heat) {",
            "        self.heat = heat",
            "    }",
            "}",
            "struct Crumb { var size = [1, 2].map { $0 * 2 } }",
            "enum Grain: Int { case rye, wheat }",
            "extension Oven: Equatable where Heat: Equatable { func warm() -> Bool { heat > 0 } }",
            "actor Till { var sum = 0 }",
            "final class Tray: @unchecked Sendable { var loaves = 0 }",
        ]
        // Lines 3 to 7 are the class's members; each line after them holds one type whole.
        let blanked = lines.enumerated().map { number, line in
            switch number {
            case 3...7: Self.spaces(line)
            case 9...: Self.blankingBetweenOutermostBraces(line)
            default: line
            }
        }
        let text = lines.joined(separator: "\n") + "\n"
        #expect(BlankedBodies.parse(text).description == blanked.joined(separator: "\n") + "\n")
    }

    @Test func memberBlocksThatMayHoldWhatTheScannerReads_areKept() {
        // An annotated type, a nested type (whose own members are blanked), a `#if`, a typealias, a protocol, a
        // string, a `/`, a block comment, a name that is not ASCII, an attribute on a member, an escaped name.
        let lines = [
            "@Injectable final class Oven { init() {} }",
            "struct Bakery { struct Shelf { var size = 1 } }",
            "enum Mode {",
            "    case plain",
            "#if DEBUG",
            "    case traced",
            "#endif",
            "}",
            "extension Oven { typealias Heat = Int }",
            "protocol Baker { func bake() }",
            "final class Note { let text = \"}\" }",
            "final class Ratio { let half = 1 / 2 }",
            "final class Sign { let sign = 1 /* } */ }",
            "struct Brot { let größe = 1 }",
            "struct Cake { @Inject var icing: Icing? }",
            "struct Pie { var `default` = 1 }",
        ]
        let shelf = "struct Bakery { struct Shelf {" + Self.spaces(" var size = 1 ") + "} }"
        let expected = lines.map { $0.hasPrefix("struct Bakery") ? shelf : $0 }
        let text = lines.joined(separator: "\n") + "\n"
        #expect(BlankedBodies.parse(text).description == expected.joined(separator: "\n") + "\n")
    }

    @Test func typesInBodiesClosuresOrConditionsOrAfterAnAttribute_keepTheirMembers() {
        let text = """
            func open() {
                struct Local { var count = 1 }
                work()
            }
            let make = {
                struct Made { var count = 1 }
            }
            #if DEBUG
            final class Probe { var count = 1 }
            #endif
            @MainActor
            final class Screen { var count = 1 }

            """
        #expect(BlankedBodies.parse(text).description == text)
    }

    @Test func memberBlockThatTheTreeDoesNotShowAmongDeclarations_keepsTheFileAsWritten() {
        // The nested block comment ends where the braces before it do not tell: the struct stands in the body.
        let text = """
            func open() {
            /* /* */ } */
                struct Local { var count = 1 }
            }

            """
        var bytes = Array(text.utf8)
        let blanks = BlankedBodies.blank(&bytes)
        let localBrace = text.utf8.count - " var count = 1 }\n}\n".utf8.count - 1
        // The text alone takes the struct for one among declarations, and blanks its members; the tree does not.
        #expect(blanks.memberBlocks == [localBrace])
        #expect(BlankedBodies.parse(text).description == text)
    }

    /// As many spaces as `text` has bytes.
    private static func spaces(_ text: String) -> String {
        String(repeating: " ", count: text.utf8.count)
    }

    /// `line` with every byte between its first `{` and its last `}` turned into a space.
    private static func blankingBetweenOutermostBraces(_ line: String) -> String {
        guard let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}") else { return line }
        let inside = line[line.index(after: open)..<close]
        return String(line[...open]) + spaces(String(inside)) + String(line[close...])
    }

    @Test func blankedBodies_leaveWhatTheScannerReadsAsItIs() {
        let text = """
            import Suture

            @Injectable(scope: .singleton)
            final class Oven: Sendable {
                let thermometer: Thermometer
                init(thermometer: Thermometer, heat: Int = Heat.level(3)) {
                    self.thermometer = thermometer
                }
                func bake() -> Bread { Bread(oven: self) }
            }

            @Injectable
            final class Counter {
                let oven: Oven
                @Inject var ledger: Ledger?
            }

            @Injectable
            struct Shelf {
                let oven: Oven
                var loaves: Int
            }

            @Injectable
            actor Till {
                private var total: Int
                init(oven: Oven) { total = 0 }
            }

            @Module
            enum BakeryModule {
                @Provides static func starter(oven: Oven) -> Starter { Starter(grain: .rye) }
            }

            @Component
            protocol Bakery {
                var oven: Oven { get }
            }

            public final class Flour: Sendable {
                let grams: Int
                init(grams: Int) { self.grams = grams }
            }

            private extension Oven {
                func preheat() -> Int { 3 }
            }

            """
        let plain = AnnotationReader().readFile(Parser.parse(source: text))
        let blanked = AnnotationReader().readFile(BlankedBodies.parse(text), text: text)
        #expect(blanked.injectables == plain.injectables)
        #expect(blanked.modules == plain.modules)
        #expect(blanked.components == plain.components)
        #expect(blanked.diagnostics.isEmpty && plain.diagnostics.isEmpty)
        let plainIndex = DeclarationIndex(Parser.parse(source: text), text: text)
        let blankedIndex = DeclarationIndex(BlankedBodies.parse(text), text: text)
        #expect(blankedIndex.types == plainIndex.types)
        #expect(
            blankedIndex.types.map(\.fullName) == [
                "Oven", "Counter", "Shelf", "Till", "BakeryModule", "Bakery", "Flour", "Oven",
            ])
        #expect(blankedIndex.imports == plainIndex.imports)
        #expect(BlankedBodies.parse(text).description != text)
    }
}
