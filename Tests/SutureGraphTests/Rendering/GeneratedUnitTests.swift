import Testing

@testable import SutureGraph

/// A unit written into one buffer is its lines, each ended by a line feed, at every level of nesting.
struct GeneratedUnitTests {
    @Test func writtenUnit_isItsLinesEachEndedByALineFeed() {
        let unit = GeneratedUnit.block(
            "component App",
            opening: ["/// App.", "final class SutureApp: App {"],
            units: [
                .group(
                    "stored properties",
                    [.lines("clock", ["    let clock: Clock"]), .lines("menu", ["    let menu: Menu"])]),
                .block(
                    "makeBread", opening: ["    func makeBread() -> Bread {"],
                    units: [
                        .statement(["        let dough = makeDough()"]), .statement(["        return Bread(dough)"]),
                    ],
                    layout: .statements, closing: ["    }"]),
                .lines("var oven", ["    var oven: Oven { makeOven() }"]),
            ],
            layout: .members,
            closing: ["}"]
        )
        var written: [UInt8] = []
        unit.write(into: &written)
        #expect(
            String(decoding: written, as: UTF8.self) == """
                /// App.
                final class SutureApp: App {
                    let clock: Clock
                    let menu: Menu

                    func makeBread() -> Bread {
                        let dough = makeDough()
                        return Bread(dough)
                    }

                    var oven: Oven { makeOven() }
                }

                """)
        #expect(String(decoding: written, as: UTF8.self) == unit.lines.joined(separator: "\n") + "\n")
    }

    @Test func writtenText_isWrittenAsItIs_andReadsAsItsLines() {
        var text = GeneratedText(capacity: 0)
        text.write("    func makeBread() -> ")
        text.writeLine("Bread {")
        text.writeLine("")
        text.write("        Bread")
        text.writeLine("()")
        text.writeLine("    }")
        let unit = GeneratedUnit.written("makeBread", text)
        var written: [UInt8] = []
        unit.write(into: &written)
        #expect(
            String(decoding: written, as: UTF8.self) == "    func makeBread() -> Bread {\n\n        Bread()\n    }\n")
        #expect(unit.lines == ["    func makeBread() -> Bread {", "", "        Bread()", "    }"])
        #expect(unit.block == nil)
        #expect(unit.key == "makeBread")
    }

    @Test func statementOfOneLine_isKeyedByThatLine_andOfSeveral_byThemJoined() {
        #expect(GeneratedUnit.statement(["        return oven"]).key == "        return oven")
        #expect(GeneratedUnit.statement(["a {", "}"]).key == "a {\n}")
    }
}
