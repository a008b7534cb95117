import Testing

@testable import SutureGraph

/// `@Injectable(as:)` is checked against what the scanned sources say the type conforms to, and only when they say
/// everything.
struct MissingConformanceValidatorTests {
    private static func diagnostics(_ text: String) -> String {
        let module = SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: "import Suture\n" + text)])
        return GraphCompiler().analyze(GraphInput(target: module)).formattedDiagnostics
    }

    @Test func aConformanceInAnExtension_orThroughASuperclass_counts() {
        let text = """
            protocol Oven: Sendable {}
            class Hearth {}
            extension Hearth: Oven {}
            @Injectable(as: Oven.self) final class StoneOven: Hearth, @unchecked Sendable { override init() {} }
            @Injectable(as: Oven.self, named: "brick") final class BrickOven: Sendable { init() {} }
            extension BrickOven: Oven {}
            """
        #expect(Self.diagnostics(text) == "")
    }

    @Test func aSuperclassFromAModuleThatIsNotScanned_leavesItToTheCompiler() {
        let text = """
            protocol Oven: Sendable {}
            @Injectable(as: Oven.self) final class StoneOven: ExternalHearth, @unchecked Sendable { override init() {} }
            """
        #expect(Self.diagnostics(text) == "")
    }

    @Test func aTypeThatConformsToNothingOfTheProtocol_isReportedAtItsAttribute() {
        let text = """
            protocol Oven: Sendable {}
            @Injectable(as: Oven.self) final class StoneOven: Sendable { init() {} }
            """
        #expect(
            Self.diagnostics(text) == """
                App.swift:3:1: error: [Suture/MissingConformance] StoneOven is bound as Oven by `as:`, but does not \
                conform to Oven
                App.swift:3:1: note: help: add Oven to what StoneOven conforms to, or remove Oven.self from `as:` (see \
                MissingConformance in the diagnostics reference)
                """
        )
    }
}
