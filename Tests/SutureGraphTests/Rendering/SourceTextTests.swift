import Testing

@testable import SutureGraph

/// Generated lines are measured in columns: a line of 120 characters fits, whatever its bytes, and so do the pieces
/// of one written one after the other.
struct SourceTextTests {
    @Test(arguments: [
        (String(repeating: "a", count: 120), true),
        (String(repeating: "a", count: 121), false),
        (String(repeating: "é", count: 120), true),
        (String(repeating: "é", count: 121), false),
        ("    " + String(repeating: "é", count: 100) + "🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐🥐", true),
    ])
    func aLine_fitsByItsColumns_whole_andInPieces(line: String, fits: Bool) {
        #expect(SourceText.fits(line) == fits)
        let middle = line.index(line.startIndex, offsetBy: line.count / 2)
        #expect(SourceText.fits(String(line[..<middle]), "", String(line[middle...])) == fits)
    }
}
