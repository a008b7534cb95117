import Foundation
import SutureGraph
import Testing

/// `--define`: the custom conditions a module's build sets, for a run without the build plugin (Xcode, a script).
struct DefineOptionTests {
    /// The compiled golden whose plan stands under the flag its target defines.
    static let defines = "Tests/SutureConditionsTests/Defines"

    /// The modular example: Ovens binds its fuel under `#if WOOD_FIRED`, which its manifest defines.
    static let modular = "Examples/ModularBakery"
    static let modularDependencies = [
        "BakeryCore=Packages/BakeryCore/Sources/BakeryCore", "Ovens=Packages/Ovens/Sources/Ovens",
        "Pantry=Packages/Pantry/Sources/Pantry",
    ]

    /// The Swift files under `folder` of `root` (relative to the repository), with paths as a run in `root` names them.
    static func files(in folder: String, of root: String) throws -> [SourceFile] {
        let url = SutureProcess.repositoryRoot.appendingPathComponent("\(root)/\(folder)")
        let names = try #require(FileManager.default.enumerator(atPath: url.path)).compactMap { $0 as? String }
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            SourceFile(
                path: "\(folder)/\(name)",
                text: try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test func aFlagTheTargetDefines_isSetForItsSources() throws {
        let result = try SutureProcess.run(
            ["check", "Input", "--module-name", "Shop", "--define", "SUTURE_DEFINES_PREMIUM"], in: Self.defines)
        #expect(result == .init(status: 0, standardOutput: "", standardError: ""))
    }

    @Test func withoutDefine_theFlagIsCheckedBothWays_andTheBuildWithoutItHasNoPlan() throws {
        let result = try SutureProcess.run(["check", "Input", "--module-name", "Shop"], in: Self.defines)
        #expect(
            result
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError: """
                        Input/Plan.swift:29:10: error: [Suture/MissingBinding] no binding for DefinesPlan
                        Input/Plan.swift:29:10: note: requested by parameter 'plan' of DefinesStorefront.init(plan:)
                        Input/Plan.swift:37:9: note: DefinesStorefront is requested by entry point DefinesApp.storefront
                        Input/Plan.swift:29:10: note: only in builds where `#if !SUTURE_DEFINES_FREE && !SUTURE_DEFINES_PREMIUM` holds
                        Input/Plan.swift:29:10: note: help: bind DefinesPlan: mark its type @Injectable (with `as:` when it stands for a protocol), add a @Provides function to a module the component lists, or take it as a parameter of the component's init (see MissingBinding in the diagnostics reference)

                        """
                )
        )
    }

    @Test func aDependencysFlag_isSetForThatModuleOnly_withNameEqualsFlag() throws {
        let dependencies = Self.modularDependencies.flatMap { ["--dependency", $0] }
        let result = try SutureProcess.run(
            ["generate", "Sources/modular-bakery"] + dependencies + ["--define", "Ovens=WOOD_FIRED"], in: Self.modular)
        let input = GraphInput(
            target: SourceModule(
                name: "modular-bakery", files: try Self.files(in: "Sources/modular-bakery", of: Self.modular),
                defines: []),
            dependencies: try Self.modularDependencies.map { dependency in
                let parts = dependency.split(separator: "=").map(String.init)
                return SourceModule(
                    name: parts[0], files: try Self.files(in: parts[1], of: Self.modular),
                    defines: parts[0] == "Ovens" ? ["WOOD_FIRED"] : [])
            }
        )
        let expected = try #require(GraphCompiler().analyze(input).generatedSource())
        #expect(result == .init(status: 0, standardOutput: expected, standardError: ""))
        // Without it, nobody says whether Ovens defines WOOD_FIRED, which the app's file would decide by its own.
        let undecided = try SutureProcess.run(["generate", "Sources/modular-bakery"] + dependencies, in: Self.modular)
        #expect(
            undecided
                == .init(
                    status: 1,
                    standardOutput: "",
                    standardError: """
                        Packages/Ovens/Sources/Ovens/Fuel.swift:9:1: error: [Suture/UndecidedCondition] nobody said whether Ovens defines WOOD_FIRED, which this #if reads: the code generated in modular-bakery would decide it by the defines of modular-bakery, not those of Ovens
                        Packages/Ovens/Sources/Ovens/Fuel.swift:9:1: note: help: say what Ovens defines: `--define Ovens=WOOD_FIRED` to suture where its build sets it, any other --define where it does not, or "defines" on the module in suture-sources.json under Xcode (the build plugin reads each target's own) (see UndecidedCondition in the diagnostics reference)

                        """
                )
        )
    }

    @Test func definesKnown_saysNoModuleDefinesAnything_soAFlagNoneDefinesIsCheckedBothWays() throws {
        let dependencies = Self.modularDependencies.flatMap { ["--dependency", $0] }
        let result = try SutureProcess.run(
            ["generate", "Sources/modular-bakery"] + dependencies + ["--defines-known"], in: Self.modular)
        let input = GraphInput(
            target: SourceModule(
                name: "modular-bakery", files: try Self.files(in: "Sources/modular-bakery", of: Self.modular),
                defines: []),
            dependencies: try Self.modularDependencies.map { dependency in
                let parts = dependency.split(separator: "=").map(String.init)
                return SourceModule(name: parts[0], files: try Self.files(in: parts[1], of: Self.modular), defines: [])
            }
        )
        let expected = try #require(GraphCompiler().analyze(input).generatedSource())
        #expect(result == .init(status: 0, standardOutput: expected, standardError: ""))
    }

    @Test func aDefineForAModuleNotGiven_isRefused_namingTheDependencyOption() throws {
        let result = try SutureProcess.run(["check", "Input", "--define", "Feature=PREMIUM"], in: Self.defines)
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: --define Feature=PREMIUM names no dependency; give its sources with --dependency Feature=PATH
                        Usage: suture check <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--dependency-list <file>] [--define <flag> ...] [--defines-known] [--cache-directory <folder>]
                          See 'suture check --help' for more information.

                        """
                )
        )
    }
}
