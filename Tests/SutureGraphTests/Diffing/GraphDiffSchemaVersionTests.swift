import Foundation
import SutureGraph
import Testing

/// `suture graph --diff` reads the schema version before this one: graphs in `Rendering/Pictures/Diffs/SchemaVersion1`,
/// written by the suture of schema version 1, compared with each other and with graphs this one writes. Two versions
/// are matched by each node's key and the name messages give it (version 1 built ids from that name, version 2 from
/// the key); two documents of one version by id.
struct GraphDiffSchemaVersionTests {
    /// The version 1 graphs: the diff golden Bakery's `Old` and `New`, and the compiled golden Multibindings.
    static let versionOneFolder = DiffGoldenCase.root.appendingPathComponent("SchemaVersion1")

    static func versionOne(_ name: String) throws -> GraphDocument {
        let text = try String(contentsOf: versionOneFolder.appendingPathComponent("\(name).json"), encoding: .utf8)
        return try GraphDocument(json: text, file: "\(name).json")
    }

    static func bakery() throws -> DiffGoldenCase {
        try #require(DiffGoldenCase.cases().first { $0.name == "Bakery" })
    }

    /// Bakery's `Old` or `New` in schema version `version`.
    static func bakery(_ side: String, version: Int) throws -> GraphDocument {
        version == 1 ? try versionOne("Bakery\(side)") : try bakery().document(side)
    }

    static func expected(_ fileName: String) throws -> String {
        try String(contentsOf: try bakery().folder.appendingPathComponent(fileName), encoding: .utf8)
    }

    @Test func theFixtures_areInVersionOne_andTheGraphsWrittenNow_inVersionTwo() throws {
        let versions = try ["BakeryOld", "BakeryNew", "Multibindings"].map { try Self.versionOne($0).schemaVersion }
        #expect(versions == [1, 1, 1])
        #expect(try Self.bakery().document("New").schemaVersion == 2)
    }

    /// The same two graphs, each in either version, give the diff golden's text and guarded changes, in full.
    @Test(arguments: [(1, 1), (1, 2), (2, 1)])
    func bakeryInEitherVersion_diffsAsTheGolden(oldVersion: Int, newVersion: Int) throws {
        let diff = GraphDiff(
            old: try Self.bakery("Old", version: oldVersion), new: try Self.bakery("New", version: newVersion))
        #expect(GraphDiffRenderer(diff: diff).render() == (try Self.expected("diff.txt")))
        let guards: [DiffGuard] = [.newSingleton, .widenedScope, .newEdgeInto(module: "BakeryFeature")]
        let messages = try diff.guardedChanges(guards).map(GraphDiffRenderer.message(for:))
        #expect(messages.joined(separator: "\n") + "\n" == (try Self.expected("guarded.txt")))
    }

    /// Multibindings has several contributions of one key in one component, whose ids differ between the versions.
    @Test func multibindingsInVersionOne_matchesItInVersionTwo() throws {
        let golden = try #require(
            GoldenCase.cases(in: GoldenCase.compiledRoot, moduleName: "SutureGeneratedTests").first {
                $0.name == "Multibindings"
            })
        let versionTwo = try GraphDocument(
            json: GraphCompiler().analyze(try golden.input()).picture(.json), file: "new.json")
        let versionOne = try Self.versionOne("Multibindings")
        #expect(versionOne.components.flatMap(\.nodes).map(\.id) != versionTwo.components.flatMap(\.nodes).map(\.id))
        #expect(GraphDiffRenderer(diff: GraphDiff(old: versionOne, new: versionTwo)).render() == "No graph changes.\n")
        #expect(GraphDiffRenderer(diff: GraphDiff(old: versionTwo, new: versionOne)).render() == "No graph changes.\n")
    }

    /// Two nodes of one component alike in key and name (a duplicate) are matched in order across versions, and the
    /// diff names the second as version 1 did.
    @Test func nodesAlikeInKeyAndName_areMatchedInOrder() {
        func twins(version: Int, ids: [String], secondScope: String) -> GraphDocument {
            GraphDocument(
                file: "v\(version).json", schemaVersion: version, module: "App",
                components: [
                    .init(
                        name: "App",
                        nodes: [
                            .init(id: ids[0], binding: "Twin", keys: ["Twin"], module: "App"),
                            .init(id: ids[1], binding: "Twin", keys: ["Twin"], scope: secondScope, module: "App"),
                        ])
                ])
        }
        let old = twins(version: 1, ids: ["App/Twin", "App/Twin#2"], secondScope: "transient")
        let new = twins(version: 2, ids: ["App/Twin (App.Twin)", "App/Twin (App.Twin)#2"], secondScope: "singleton")
        #expect(
            GraphDiffRenderer(diff: GraphDiff(old: old, new: new)).render()
                == """
                1 graph change in App: 1 scope changed (1 widened)

                App
                ~ scope        Twin#2: transient -> singleton (widened)

                """
        )
    }

    /// In one version, nodes are matched by id: a binding whose name in messages is reworded is the same binding.
    @Test func inOneVersion_aRewordedName_isNoChange() {
        func document(binding: String) -> GraphDocument {
            GraphDocument(
                file: "\(binding).json", module: "App",
                components: [
                    .init(
                        name: "App",
                        entryPoints: [.init(name: "greeting", type: "String", nodes: ["App/String@\"hello\""])],
                        nodes: [.init(id: "App/String@\"hello\"", binding: binding, keys: ["String"], module: "App")])
                ])
        }
        let diff = GraphDiff(
            old: document(binding: "Module.hello()"), new: document(binding: "Module.hello() -> String"))
        #expect(GraphDiffRenderer(diff: diff).render() == "No graph changes.\n")
    }
}
