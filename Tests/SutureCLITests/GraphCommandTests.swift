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

    @Test func theMermaidPicture_isTheOneTheExampleShips() throws {
        let result = try SutureProcess.run(["graph"] + GenerateCommandTests.arguments, in: "Examples/Bakery")
        let shipped = try SutureProcess.read("Examples/Bakery/Sources/bakery/Resources/bakery.graph.mmd")
        #expect(result == .init(status: 0, standardOutput: shipped, standardError: ""))
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
