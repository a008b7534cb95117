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
            + "    let count: Int\n"
            + "    func total() -> Int {       }\n"
            + "}\n"
            + "func open() {                        }\n"
        #expect(BlankedBodies.parse(text).description == blanked)
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
