import SutureSyntax
import SwiftParser
import SwiftSyntax
import Testing

@testable import SutureGraph

/// Which bodies the scanner's parse passes over as whitespace, and that what it reads stays the same.
struct BlankedBodiesTests {
    @Test func plainBodiesOfMembersAndFunctions_areBlanked_keepingLineBreaks() {
        let text =
            "final class Shop {\n"
            + "    init(count: Int) {\n"
            + "        self.count = count\n"
            + "    }\n"
            + "    let count: Int\n"
            + "    func total() -> Int { count }\n"
            + "}\n"
            + "func open() { Shop(count: 1).total() }\n"
        let blanked =
            "final class Shop {\n"
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
            "actor Till {",
            "    var sum: Int",
            "}",
            "struct Bag {",
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
        let continued = "final class Shop {\n    var count: Int\n        = 3\n    init() {}\n}\n"
        #expect(BlankedBodies.parse(conditional).description == conditional)
        #expect(BlankedBodies.parse(continued).description == continued)
    }

    @Test func firstBraceAfterAFunctionThatOpensNoBodyAmongDeclarations_keepsTheFileAsWritten() {
        // A trailing closure in a default value, whose text is the parameter's default; a method of a local type.
        let closure =
            "struct Shop {\n    init(count: Int = make() { 1 }) { self.count = count }\n    var count: Int\n}\n"
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

            """
        let plain = AnnotationReader().readFile(Parser.parse(source: text))
        let blanked = AnnotationReader().readFile(BlankedBodies.parse(text), text: text)
        #expect(blanked.injectables == plain.injectables)
        #expect(blanked.modules == plain.modules)
        #expect(blanked.components == plain.components)
        #expect(blanked.diagnostics.isEmpty && plain.diagnostics.isEmpty)
        #expect(BlankedBodies.parse(text).description != text)
    }
}
