import Testing

/// `suture check`: the diagnostics a build prints, the exit status a script tests, and clear input errors.
struct CheckCommandTests {
    @Test func aBrokenGraph_printsTheDiagnosticsTheBuildPrints_andFails() throws {
        let readme = try SutureProcess.read("Examples/BrokenBakery/README.md")
        let block = try #require(readme.firstTextBlock, "Examples/BrokenBakery/README.md lists its diagnostics")
        let result = try SutureProcess.run(["check", "Sources/BrokenBakery"], in: "Examples/BrokenBakery")
        #expect(result == .init(status: 1, standardOutput: "", standardError: block))
    }

    @Test func aSoundGraph_printsNothing_andSucceeds() throws {
        let result = try SutureProcess.run(
            ["check", "Sources/bakery", "--dependency", "BakeryKitchen=Sources/BakeryKitchen"],
            in: "Examples/Bakery"
        )
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
    }

    /// A target path, then a dependency's path, that does not exist: each is named as a path, with the usage.
    @Test(arguments: [
        (["Sources/Missing"], "Sources/Missing"),
        (["Sources/bakery", "--dependency", "BakeryKitchen=Sources/Kitchen"], "Sources/Kitchen"),
    ])
    func aPathThatDoesNotExist_isNamed_withTheUsage(_ arguments: [String], missing: String) throws {
        let result = try SutureProcess.run(["check"] + arguments, in: "Examples/Bakery")
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: no such file or folder: \(missing)
                        Usage: suture check <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--dependency-list <file>] [--define <flag> ...] [--defines-known] [--cache-directory <folder>]
                          See 'suture check --help' for more information.

                        """
                )
        )
    }

    @Test(arguments: ["BakeryKitchen", "BakeryKitchen=", "=Sources/BakeryKitchen", "="])
    func aDependencyThatIsNotNameEqualsPath_isRefusedBeforeAnythingIsRead(_ value: String) throws {
        let result = try SutureProcess.run(["check", "Sources/bakery", "--dependency", value], in: "Examples/Bakery")
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: The value '\(value)' is invalid for '--dependency <name=path>'
                        Help:  --dependency <name=path>  A source module the target depends on, as NAME=PATH; repeat it for more paths or modules.
                        Usage: suture check <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--dependency-list <file>] [--define <flag> ...] [--defines-known] [--cache-directory <folder>]
                          See 'suture check --help' for more information.

                        """
                )
        )
    }

    @Test func aDependencyGivenTwice_readsBothPathsIntoOneModule() throws {
        let result = try SutureProcess.run(
            ["check", "Sources/bakery"]
                + ["Log", "Oven", "Starters", "Thermometer"].flatMap { file in
                    ["--dependency", "BakeryKitchen=Sources/BakeryKitchen/\(file).swift"]
                },
            in: "Examples/Bakery"
        )
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
    }
}

extension String {
    /// The lines of the first ```` ```text ```` block of a Markdown file, each ended by a line break.
    var firstTextBlock: String? {
        var lines: [Substring] = []
        var inside = false
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "```text" {
                inside = true
            } else if inside, line == "```" {
                return lines.map { $0 + "\n" }.joined()
            } else if inside {
                lines.append(line)
            }
        }
        return nil
    }
}
