import Foundation
import SutureGraph
import Testing

/// Each diff golden's two versions drawn as JSON, read back and compared: the diff text and the messages of every guard,
/// in full, with `Rendering/Pictures/Diffs/<Case>/diff.txt` and `guarded.txt`; `SUTURE_RECORD=1` rewrites them.
struct GraphDiffGoldenTests {
    @Test(arguments: DiffGoldenCase.cases())
    func eachDiffGolden_printsItsDiff(_ golden: DiffGoldenCase) throws {
        let diff = GraphDiff(old: try golden.document("Old"), new: try golden.document("New"))
        try golden.expect(GraphDiffRenderer(diff: diff).render(), matches: "diff.txt")
    }

    @Test(arguments: DiffGoldenCase.cases())
    func eachDiffGolden_namesEveryGuardedChange(_ golden: DiffGoldenCase) throws {
        let diff = GraphDiff(old: try golden.document("Old"), new: try golden.document("New"))
        let guards: [DiffGuard] = [.newSingleton, .widenedScope, .newEdgeInto(module: golden.dependencyModuleName)]
        let messages = try diff.guardedChanges(guards).map(GraphDiffRenderer.message(for:))
        try golden.expect(messages.joined(separator: "\n") + "\n", matches: "guarded.txt")
    }

    @Test func theDiffGoldens_areThere() {
        #expect(DiffGoldenCase.cases().map(\.name) == ["Bakery"])
    }

    @Test(arguments: DiffGoldenCase.cases())
    func aGraphComparedWithItself_hasNoChanges(_ golden: DiffGoldenCase) throws {
        let new = try golden.document("New")
        let diff = GraphDiff(old: new, new: new)
        #expect(diff.isEmpty)
        #expect(GraphDiffRenderer(diff: diff).render() == "No graph changes.\n")
    }
}
