import Testing

@testable import SutureGraph

/// What `#if` blocks cost the graph compiler: configurations grow with the settings the conditions read, never with
/// the declarations they guard, and each file is read once per distinct set of clauses it keeps.
struct ConfigurationCostTests {
    /// `count` files, each binding its own protocol to a fake in debug builds and to the real type otherwise.
    private static func guardedModule(files count: Int) -> SourceModule {
        var files = (0..<count).map { index in
            SourceFile(
                path: "Service\(index).swift",
                text: """
                    import Suture
                    protocol Service\(index): Sendable {}
                    #if DEBUG
                    @Injectable(as: (any Service\(index)).self) final class FakeService\(index): Service\(index) { init() {} }
                    #else
                    @Injectable(as: (any Service\(index)).self) final class LiveService\(index): Service\(index) { init() {} }
                    #endif
                    """
            )
        }
        let entries = (0..<count).map { "    var service\($0): any Service\($0) { get }" }
        files.append(
            SourceFile(
                path: "App.swift",
                text: "import Suture\n@Component protocol App {\n\(entries.joined(separator: "\n"))\n}"))
        return SourceModule(name: "App", files: files)
    }

    @Test(arguments: [1, 10, 100])
    func guardedDeclarations_costTwoConfigurations_andTwoReadsEach(files: Int) {
        let analysis = GraphCompiler().analyze(GraphInput(target: Self.guardedModule(files: files)))
        #expect(analysis.formattedDiagnostics == "")
        #expect(analysis.configurationCount == 2)
        #expect(analysis.conditionalTextCount == 2 * files)
    }

    @Test func aFileWithoutDecidingBlocks_isReadOnce_inEveryConfiguration() {
        let module = SourceModule(
            name: "App",
            files: [
                SourceFile(
                    path: "Body.swift",
                    text: """
                        import Suture
                        @Injectable final class Worker {
                            init() {}
                            func work() {
                                #if DEBUG
                                print("debug")
                                #endif
                            }
                        }
                        """
                )
            ]
        )
        let analysis = GraphCompiler().analyze(GraphInput(target: module))
        #expect(analysis.configurationCount == 1)
        #expect(analysis.conditionalTextCount == 0)
    }

    @Test func nineIndependentConditions_passTheLimit_withAnErrorAtTheFirstBlock() {
        let blocks = (0..<9).map { index in
            "#if FLAG\(index)\n@Injectable final class Flagged\(index) { init() {} }\n#endif"
        }
        let module = SourceModule(
            name: "App",
            files: [SourceFile(path: "Flags.swift", text: "import Suture\n" + blocks.joined(separator: "\n"))]
        )
        let analysis = GraphCompiler().analyze(GraphInput(target: module))
        #expect(
            analysis.formattedDiagnostics == """
                Flags.swift:2:1: error: [Suture/TooManyConfigurations] the #if blocks around Suture declarations read 9 \
                settings (FLAG0, FLAG1, FLAG2, FLAG3, FLAG4, FLAG5, FLAG6, FLAG7, FLAG8), which make more than 256 \
                configurations of the build to check
                Flags.swift:2:1: note: help: decide fewer declarations with #if: keep one declaration and branch inside \
                its body, or gather conditions that go together under one custom condition (see TooManyConfigurations \
                in the diagnostics reference)
                """
        )
        #expect(analysis.generatedSource() == nil)
    }
}
