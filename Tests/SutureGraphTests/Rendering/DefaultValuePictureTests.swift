import SutureGraph
import Testing

/// A parameter that keeps its default value is drawn as such, in every format, and not reported missing.
struct DefaultValuePictureTests {
    static let source = """
        import Suture
        struct Setting {}
        @Injectable
        final class Cabinet {
            init(setting: Setting = Setting(), label: String? = "main", @Named("spare") spare: Setting = Setting()) {}
        }
        @Component
        protocol Proofery { var cabinet: Cabinet { get } }
        """

    static var analysis: GraphCompiler.Analysis {
        GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Proofery.swift", text: source)]))
        )
    }

    /// (The call that leaves them out is checked in full by the compiled golden `SutureGeneratedTests/Defaults`.)
    @Test func unboundParametersWithDefaults_areNoProblem() {
        #expect(Self.analysis.diagnostics.isEmpty)
    }

    @Test func mermaid_drawsEachDefault_asADottedLineToItsValue() {
        #expect(
            Self.analysis.picture(.mermaid) == """
                flowchart LR
                    subgraph n0["Proofery"]
                        n1(["cabinet: Cabinet"])
                        n2["Cabinet"]
                    end
                    n1 --> n2
                    n3["default: Setting"]
                    n2 -.- n3
                    n4["default: String?"]
                    n2 -.- n4
                    n5["default: Setting named #quot;spare#quot;"]
                    n2 -.- n5

                """
        )
    }

    @Test func dot_drawsEachDefault_asAGrayDashedBox() {
        #expect(
            Self.analysis.picture(.dot) == #"""
                digraph Suture {
                    rankdir=LR;
                    node [shape=box, fontname="Helvetica"];
                    subgraph "cluster_Proofery" {
                        label="Proofery";
                        "Proofery.cabinet" [shape=ellipse, label="cabinet: Cabinet"];
                        "Proofery/Cabinet" [label="Cabinet"];
                    }
                    "Proofery.cabinet" -> "Proofery/Cabinet";
                    default0 [shape=box, style=dashed, color=gray, label="default: Setting"];
                    "Proofery/Cabinet" -> default0 [style=dashed, color=gray];
                    default1 [shape=box, style=dashed, color=gray, label="default: String?"];
                    "Proofery/Cabinet" -> default1 [style=dashed, color=gray];
                    default2 [shape=box, style=dashed, color=gray, label="default: Setting named \"spare\""];
                    "Proofery/Cabinet" -> default2 [style=dashed, color=gray];
                }

                """#
        )
    }
}
