import Testing

@testable import SutureGraph

/// A function is written once for both ways a file is built: straight into bytes, or as a block whose statements are
/// units of their own, each keyed by its text, for the `#if` merge.
struct GeneratedFunctionTests {
    @Test(arguments: [false, true])
    func function_isABlockOfItsStatements_orTheSameTextWrittenStraight(isWrittenStraight: Bool) {
        var function = GeneratedFunction("makeBread", isWrittenStraight: isWrittenStraight, capacity: 0)
        function.write("    fileprivate func ")
        function.write("makeBread")
        function.write("() -> Bread")
        function.writeStatement(["        let dough = makeDough()"])
        function.startStatement()
        function.write("        return Bread(")
        function.writeLine("")
        function.writeLine("            dough: dough")
        function.writeLine("        )")
        let block = GeneratedUnit.block(
            "makeBread", opening: ["    fileprivate func makeBread() -> Bread {"],
            units: [
                .statement(["        let dough = makeDough()"]),
                .statement(["        return Bread(", "            dough: dough", "        )"]),
            ],
            layout: .statements, closing: ["    }"])
        let unit = function.unit()
        if isWrittenStraight {
            var written: [UInt8] = []
            block.write(into: &written)
            #expect(unit == GeneratedUnit(key: "makeBread", content: .written(written)))
        } else {
            #expect(unit == block)
        }
    }
}
