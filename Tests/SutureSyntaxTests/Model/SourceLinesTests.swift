import SutureSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// Lines and columns read from a file's bytes, as SwiftSyntax's converter reads them from its tree.
struct SourceLinesTests {
    @Test(arguments: [
        "struct Oven {}\nfinal class Baker {\n    let oven: Oven\n}\n",
        "struct Oven {}\r\nfinal class Baker {\r\n    let oven: Oven\r\n}\r\n",
        "struct Oven {}\rfinal class Baker {\r    let oven: Oven\r}\r",
        "// Pâtisserie — crème brûlée\nstruct Éclair { let 🥐: Int }\n\n\nenum Kitchen {}",
        "\n\n",
        "",
    ])
    func everyTokenStandsWhereTheConverterPutsIt(source: String) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "Bakery.swift", tree: tree)
        let lines = SourceLines(fileName: "Bakery.swift", text: source)
        var positions = tree.tokens(viewMode: .sourceAccurate).flatMap { token in
            [token.position, token.positionAfterSkippingLeadingTrivia, token.endPositionBeforeTrailingTrivia]
        }
        positions.append(tree.endPosition)
        let expected = positions.map { position in
            let location = converter.location(for: position)
            return SyntaxLocation(file: location.file, line: location.line, column: location.column)
        }
        #expect(positions.map(lines.location(of:)) == expected)
    }

    @Test func aPositionIsReadAsLineAndColumnInTheNamedFile() {
        let lines = SourceLines(fileName: "Sources/Bakery/Baker.swift", text: "import Suture\n\nfinal class Baker {}\n")
        #expect(lines.location(of: AbsolutePosition(utf8Offset: 21)).description == "Sources/Bakery/Baker.swift:3:7")
    }
}
