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
                        Usage: suture graph <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--define <flag> ...] [--defines-known] [--format <format>] [--component <component>] [--output <output>] [--paths-relative-to <folder>] [--configuration <settings>] [--diff] [--guard <change> ...]
                          See 'suture graph --help' for more information.

                        """
                )
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
