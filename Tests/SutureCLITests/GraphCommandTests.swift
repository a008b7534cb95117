import Foundation
import SutureGraph
import Testing

/// `suture graph`: the library's picture in each format, and an unknown component named with the known ones.
struct GraphCommandTests {
    @Test(arguments: GraphFormat.allCases)
    func eachFormat_isTheLibrarysPicture(format: GraphFormat) throws {
        let input = GraphInput(
            target: SourceModule(name: "bakery", files: try GenerateCommandTests.files(in: "Sources/bakery")),
            dependencies: [
                SourceModule(name: "BakeryKitchen", files: try GenerateCommandTests.files(in: "Sources/BakeryKitchen"))
            ]
        )
        let result = try SutureProcess.run(
            ["graph"] + GenerateCommandTests.arguments + ["--format", format.rawValue],
            in: "Examples/Bakery"
        )
        #expect(
            result
                == .init(status: 0, standardOutput: GraphCompiler().analyze(input).picture(format), standardError: "")
        )
    }

    /// `--output` writes the picture a block at a time into a temporary file beside the output, renamed into place:
    /// the folder then holds the picture alone.
    @Test(arguments: GraphFormat.allCases)
    func withOutput_writesTheLibrarysPicture_andNothingElse(format: GraphFormat) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("graph.\(format.rawValue)")
        let result = try SutureProcess.run(
            ["graph"] + GenerateCommandTests.arguments + ["--format", format.rawValue, "--output", file.path],
            in: "Examples/Bakery"
        )
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.examplePicture(format))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [file.lastPathComponent])
    }

    @Test func anOutputThatAlreadyHoldsThePicture_isLeftUntouched_andAChangedOneIsRewritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("graph.html")
        let arguments = ["graph"] + GenerateCommandTests.arguments + ["--format", "html", "--output", file.path]
        let earlier = Date(timeIntervalSince1970: 1_000_000_000)
        func modificationDate() throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        }

        _ = try SutureProcess.run(arguments, in: "Examples/Bakery")
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: file.path)
        let again = try SutureProcess.run(arguments, in: "Examples/Bakery")
        #expect(again == .init(status: 0, standardOutput: "", standardError: ""))
        #expect(try modificationDate() == earlier)

        // The same size, other bytes: compared, not only measured.
        var stale = try Data(contentsOf: file)
        stale[stale.count - 2] = UInt8(ascii: "X")
        try stale.write(to: file)
        try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: file.path)
        _ = try SutureProcess.run(arguments, in: "Examples/Bakery")
        #expect(try modificationDate() != earlier)
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.examplePicture(.html))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [file.lastPathComponent])
    }

    /// A device is written in place: renaming a file over `/dev/null` would leave every later program writing into
    /// that file.
    @Test(arguments: ["graph", "generate"])
    func anOutputThatIsADevice_isWrittenInPlace_andStaysADevice(command: String) throws {
        let options = command == "graph" ? ["--format", "json", "--output", "/dev/null"] : ["--output", "/dev/null"]
        let result = try SutureProcess.run([command] + GenerateCommandTests.arguments + options, in: "Examples/Bakery")
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
        let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
    }

    /// A symbolic link stays a link: the file it points to takes the picture.
    @Test func anOutputThatIsASymbolicLink_replacesTheFileItPointsTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.json")
        let link = folder.appendingPathComponent("link.json")
        try Data("stale".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try SutureProcess.run(
            ["graph"] + GenerateCommandTests.arguments + ["--format", "json", "--output", link.path],
            in: "Examples/Bakery"
        )
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == Self.examplePicture(.json))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.json", "target.json"])
    }

    @Test func anOutputInAFolderThatDoesNotExist_namesThePathAndWhy() throws {
        let result = try SutureProcess.run(
            ["graph"] + GenerateCommandTests.arguments + [
                "--format", "json", "--output", "/nonexistent-suture/g.json",
            ],
            in: "Examples/Bakery"
        )
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError:
                        "Error: cannot write /nonexistent-suture/g.json: the folder /nonexistent-suture does "
                        + "not exist; create it first\n"
                )
        )
    }

    @Test func anOutputThatIsAFolder_namesThePathAndWhy_andLeavesNoTemporaryFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        let output = folder.appendingPathComponent("graph.json")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try SutureProcess.run(
            ["graph"] + GenerateCommandTests.arguments + ["--format", "json", "--output", output.path],
            in: "Examples/Bakery"
        )
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError: "Error: cannot write \(output.path): it is a folder; name a file in it\n"
                )
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [output.lastPathComponent])
    }

    /// As the command plugin runs it: absolute paths, and the package's folder to write them from.
    @Test(arguments: [GraphFormat.json, .html])
    func pathsRelativeToThePackage_writeAbsoluteSourcesAsTheyAreFromThePackage(format: GraphFormat) throws {
        let package = SutureProcess.repositoryRoot.appendingPathComponent("Examples/Bakery").path
        let result = try SutureProcess.run(
            [
                "graph", "\(package)/Sources/bakery", "--dependency", "BakeryKitchen=\(package)/Sources/BakeryKitchen",
                "--format", format.rawValue, "--paths-relative-to", package,
            ],
            in: "Tests"
        )
        #expect(result == .init(status: 0, standardOutput: try Self.examplePicture(format), standardError: ""))
    }

    @Test(arguments: [GraphFormat.json, .html])
    func pathsRelativeToARelativeFolder_areFoundFromTheCurrentFolder(format: GraphFormat) throws {
        let result = try SutureProcess.run(
            [
                "graph", "bakery", "--dependency", "BakeryKitchen=BakeryKitchen", "--format", format.rawValue,
                "--paths-relative-to", "..",
            ],
            in: "Examples/Bakery/Sources"
        )
        #expect(result == .init(status: 0, standardOutput: try Self.examplePicture(format), standardError: ""))
    }

    /// The library's picture of the example, read by paths relative to its package.
    static func examplePicture(_ format: GraphFormat) throws -> String {
        let input = GraphInput(
            target: SourceModule(name: "bakery", files: try GenerateCommandTests.files(in: "Sources/bakery")),
            dependencies: [
                SourceModule(name: "BakeryKitchen", files: try GenerateCommandTests.files(in: "Sources/BakeryKitchen"))
            ]
        )
        return GraphCompiler().analyze(input).picture(format)
    }

    @Test func theMermaidPicture_isTheOneTheExampleShips() throws {
        let result = try SutureProcess.run(["graph"] + GenerateCommandTests.arguments, in: "Examples/Bakery")
        let shipped = try SutureProcess.read("Examples/Bakery/Sources/bakery/Resources/bakery.graph.mmd")
        #expect(result == .init(status: 0, standardOutput: shipped, standardError: ""))
    }

    @Test func configuration_drawsTheConfigurationItNames() throws {
        let result = try SutureProcess.run(
            [
                "graph", "Input", "--module-name", "SutureGeneratedTests",
                "--configuration", "!DEBUG,SUTURE_CONDITIONS_TRACING,os=Linux",
            ],
            in: "Tests/SutureGeneratedTests/Conditions"
        )
        let picture = try SutureProcess.read("Tests/SutureGraphTests/Rendering/Pictures/Conditions/release-tracing.mmd")
        #expect(result == .init(status: 0, standardOutput: picture, standardError: ""))
    }

    @Test func aConfigurationThatCannotBeRead_isRefused_sayingWhatItTakes() throws {
        let result = try SutureProcess.run(
            ["graph", "Input", "--configuration", "colour=red"], in: "Tests/SutureGeneratedTests/Conditions")
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: The value 'colour=red' is invalid for '--configuration <settings>': a configuration is FLAG, !FLAG, os=NAME, arch=NAME or targetEnvironment=NAME, joined by commas
                        Help:  --configuration <settings>  The configuration to draw, as what sets it apart, joined by commas: FLAG, !FLAG, os=NAME, arch=NAME, targetEnvironment=NAME (DEBUG,!PREMIUM,os=Linux); the rest as in the primary configuration.
                        Usage: suture graph [<options>] <paths> ...
                          See 'suture graph --help' for more information.

                        """
                )
        )
    }

    /// A broken graph is drawn as it is, with the diagnostics `check` prints; only `check` fails the run.
    @Test func aBrokenGraph_isDrawn_withTheDiagnosticsCheckPrints_andSucceeds() throws {
        let readme = try SutureProcess.read("Examples/BrokenBakery/README.md")
        let block = try #require(readme.firstTextBlock, "Examples/BrokenBakery/README.md lists its diagnostics")
        let input = GraphInput(
            target: SourceModule(
                name: "BrokenBakery",
                files: try GenerateCommandTests.files(in: "Sources/BrokenBakery", of: "Examples/BrokenBakery"))
        )
        let result = try SutureProcess.run(
            ["graph", "Sources/BrokenBakery", "--format", "mermaid"], in: "Examples/BrokenBakery")
        #expect(
            result
                == .init(
                    status: 0, standardOutput: GraphCompiler().analyze(input).picture(.mermaid), standardError: block)
        )
    }

    @Test func anUnknownComponent_fails_namingTheComponentsThereAre() throws {
        let result = try SutureProcess.run(
            ["graph"] + GenerateCommandTests.arguments + ["--component", "Kitchen"],
            in: "Examples/Bakery"
        )
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError: "Error: no component named Kitchen; the components are: Bakery, Shift\n"
                )
        )
    }
}
