import Foundation
import Testing

/// `suture graph --diff OLD.json NEW.json`: the diff golden's two versions drawn by `suture graph --format json`,
/// compared by the command; each `--guard` fails with status 2 and names each change it forbids; a file that is not a
/// graph is named with what is wrong.
struct GraphDiffCommandTests {
    /// The diff golden the library's tests compare too.
    static let golden = "Tests/SutureGraphTests/Rendering/Pictures/Diffs/Bakery"
    static let usage = """
        Usage: suture graph [<options>] <paths> ...
          See 'suture graph --help' for more information.

        """

    /// A scratch folder with `old.json` and `new.json`, written by the command from the golden's two versions.
    struct Graphs {
        let folder: URL
        var old: String { folder.appendingPathComponent("old.json").path }
        var new: String { folder.appendingPathComponent("new.json").path }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-diff-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (version, path) in [("Old", old), ("New", new)] {
                let result = try SutureProcess.run(
                    [
                        "graph", "\(version)/Input", "--module-name", "Diffs", "--dependency",
                        "BakeryFeature=\(version)/Dependency", "--format", "json", "--output", path,
                    ],
                    in: GraphDiffCommandTests.golden
                )
                try #require(result.status == 0, "\(result)")
            }
        }

        /// Writes `text` to a file of the folder and gives its path.
        func write(_ text: String, to name: String) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test func theDiff_isTheGoldensText_andWithoutGuardsSucceeds() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run(["graph", "--diff", graphs.old, graphs.new])
        let expected = try SutureProcess.read("\(Self.golden)/diff.txt")
        #expect(result == .init(status: 0, standardOutput: expected, standardError: ""))
    }

    @Test(arguments: [
        (
            ["--guard", "new-singleton"],
            """
            suture: error: guarded change (new-singleton) in Bakery: + binding ProofingCabinet (singleton, module BakeryFeature)

            """
        ),
        (
            ["--guard", "widened-scope"],
            """
            suture: error: guarded change (widened-scope) in Bakery: ~ scope Bag: transient -> graph (widened)
            suture: error: guarded change (widened-scope) in Shift: ~ scope Counter: transient -> custom("shift") (widened)

            """
        ),
        (
            ["--guard", "new-edge-into=BakeryFeature"],
            """
            suture: error: guarded change (new-edge-into=BakeryFeature) in Bakery: + edge Baker -> ProofingCabinet (into BakeryFeature)
            suture: error: guarded change (new-edge-into=BakeryFeature) in Bakery: + edge Bakery.thermometer -> Thermometer (into BakeryFeature)

            """
        ),
    ])
    func aGuardedChange_isNamed_andFailsWithStatus2(_ guards: [String], messages: String) throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run(["graph", "--diff", graphs.old, graphs.new] + guards)
        let diff = try SutureProcess.read("\(Self.golden)/diff.txt")
        #expect(result == .init(status: 2, standardOutput: diff, standardError: messages))
    }

    @Test func repeatedGuards_nameEveryChangeEachForbids() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run(
            [
                "graph", "--diff", graphs.old, graphs.new, "--guard", "new-singleton", "--guard", "widened-scope",
                "--guard", "new-edge-into=BakeryFeature", "--guard", "new-edge-into=Diffs",
            ]
        )
        let diff = try SutureProcess.read("\(Self.golden)/diff.txt")
        let messages = try SutureProcess.read("\(Self.golden)/guarded.txt")
        #expect(result == .init(status: 2, standardOutput: diff, standardError: messages))
    }

    /// Nothing but the target module's own entry points reaches into `Diffs` anew, so that guard holds.
    @Test func aGuardNoChangeTrips_succeeds() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run([
            "graph", "--diff", graphs.old, graphs.new, "--guard", "new-edge-into=Diffs",
        ])
        let diff = try SutureProcess.read("\(Self.golden)/diff.txt")
        #expect(result == .init(status: 0, standardOutput: diff, standardError: ""))
    }

    @Test func aGraphComparedWithItself_hasNoChanges_andTripsNoGuard() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run(["graph", "--diff", graphs.new, graphs.new, "--guard", "new-singleton"])
        #expect(result == .init(status: 0, standardOutput: "No graph changes.\n", standardError: ""))
    }

    @Test func output_writesTheDiffToTheFile_andTheGuardsStillFail() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let file = graphs.folder.appendingPathComponent("graph.diff")
        let result = try SutureProcess.run(
            ["graph", "--diff", graphs.old, graphs.new, "--output", file.path, "--guard", "new-singleton"])
        #expect(
            result
                == .init(
                    status: 2,
                    standardOutput: "",
                    standardError: """
                        suture: error: guarded change (new-singleton) in Bakery: + binding ProofingCabinet (singleton, module BakeryFeature)

                        """
                )
        )
        #expect(try String(contentsOf: file, encoding: .utf8) == SutureProcess.read("\(Self.golden)/diff.txt"))
    }

    /// A file that is not JSON, or JSON that is not a graph, as either version: named, with what is wrong; status 1.
    @Test(arguments: [
        (
            "{\"schemaVersion\": 1,\n  \"module\": \"Diffs\"\n  \"components\": []}",
            "is not JSON: line 3, column 3: expected ',' or '}' after a member of an object, found '\"'"
        ),
        ("", "is empty; write it with `suture graph --format json`"),
        (
            "{\"schemaVersion\": 1, \"module\": \"Diffs\"}",
            "is not a graph that `suture graph --format json` writes: the document has no \"components\""
        ),
        (
            "{\"schemaVersion\": 3, \"module\": \"Diffs\", \"components\": []}",
            "is written in graph schema version 3, and this suture reads versions 1 and 2; compare it with the suture "
                + "that wrote it, or write it again with this one (`suture graph --format json`)"
        ),
    ])
    func aFileThatIsNotAGraph_isNamed_withWhatIsWrong(_ text: String, problem: String) throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let broken = try graphs.write(text, to: "broken.json")
        for arguments in [[broken, graphs.new], [graphs.old, broken]] {
            let result = try SutureProcess.run(["graph", "--diff"] + arguments)
            #expect(result == .init(status: 1, standardOutput: "", standardError: "Error: \(broken) \(problem)\n"))
        }
    }

    @Test func aFolderForAGraph_isNamed() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run(["graph", "--diff", graphs.folder.path, graphs.new])
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError:
                        "Error: cannot read \(graphs.folder.path): it is a folder; name a file written by `suture graph --format json`\n"
                )
        )
    }

    @Test func aMissingGraph_isNamed_withTheUsage() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let missing = graphs.folder.appendingPathComponent("missing.json").path
        let result = try SutureProcess.run(["graph", "--diff", graphs.old, missing])
        #expect(
            result
                == .init(
                    status: 64, standardOutput: "",
                    standardError: "Error: no such file or folder: \(missing)\n" + Self.usage)
        )
    }

    /// A new graph written before nodes named their module cannot say which edges go into a module: an error, not a pass.
    @Test func newEdgeInto_onAGraphWithoutModules_isAnError() throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let lines = try String(contentsOfFile: graphs.new, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        // Node members stand deeper than the top level's `"module": "Diffs"`.
        let withoutModules = lines.filter { !($0.hasPrefix("        ") && $0.contains("\"module\": ")) }
        try #require(withoutModules.count < lines.count - 1)
        let older = try graphs.write(withoutModules.joined(separator: "\n"), to: "older.json")
        let result = try SutureProcess.run(
            ["graph", "--diff", graphs.old, older, "--guard", "new-edge-into=BakeryFeature"])
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError: """
                        Error: \(older) does not name the module of each binding, which --guard new-edge-into=BakeryFeature needs; write it again with this suture's `suture graph --format json`

                        """
                )
        )
    }

    /// `OLD`, `NEW` and `NEWER` stand for graph files that exist, so that only the options are wrong.
    @Test(arguments: [
        (["--diff", "OLD"], "--diff compares two graphs: give OLD.json NEW.json, not 1 path"),
        (["--diff", "OLD", "NEW", "NEWER"], "--diff compares two graphs: give OLD.json NEW.json, not 3 paths"),
        (
            ["--diff", "OLD", "NEW", "--format", "json"],
            "--format cannot be used with --diff, which reads two graphs, not sources"
        ),
        (
            ["--diff", "OLD", "NEW", "--component", "Bakery", "--module-name", "Shop"],
            "--component and --module-name cannot be used with --diff, which reads two graphs, not sources"
        ),
        (
            ["--diff", "OLD", "NEW", "--dependency", "Kitchen=OLD"],
            "--dependency cannot be used with --diff, which reads two graphs, not sources"
        ),
        (
            ["--diff", "OLD", "NEW", "--paths-relative-to", "."],
            "--paths-relative-to cannot be used with --diff, which reads two graphs, not sources"
        ),
        (["OLD", "--guard", "new-singleton"], "--guard judges a diff: use it with --diff OLD.json NEW.json"),
    ])
    func optionsThatDoNotFitTheDiff_areRefused_withTheUsage(_ arguments: [String], message: String) throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let newer = try graphs.write("{}", to: "newer.json")
        let paths = ["OLD": graphs.old, "NEW": graphs.new, "NEWER": newer]
        let concrete = arguments.map { paths[$0] ?? $0.replacingOccurrences(of: "=OLD", with: "=" + graphs.old) }
        let result = try SutureProcess.run(["graph"] + concrete)
        #expect(result == .init(status: 64, standardOutput: "", standardError: "Error: \(message)\n" + Self.usage))
    }

    @Test(arguments: ["singleton", "new-edge-into", "new-edge-into="])
    func aGuardThatDoesNotExist_listsTheGuards(_ value: String) throws {
        let graphs = try Graphs()
        defer { graphs.remove() }
        let result = try SutureProcess.run(["graph", "--diff", graphs.old, graphs.new, "--guard", value])
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: The value '\(value)' is invalid for '--guard <change>': there is no guard '\(value)'; the guards are new-singleton, widened-scope, new-edge-into=MODULE
                        Help:  --guard <change>  With --diff, exit with status 2 when the diff holds this change: new-singleton, widened-scope or new-edge-into=MODULE; repeat it for more.

                        """ + Self.usage
                )
        )
    }
}
