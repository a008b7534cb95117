import Foundation
import SutureGraph
import Testing

/// Each option of `suture generate`, run as a process: the source is the library's for the same choice, and differs
/// from the source without it.
struct GenerateOptionTests {
    static let kitchen = ["Sources/BakeryKitchen"]

    /// What the library generates from a folder of the Bakery example, named `moduleName`, with the options given.
    static func librarySource(
        _ folder: String,
        moduleName: String,
        dependencies: [SourceModule] = [],
        registrationsTypeName: String = "SutureGenerated",
        registrations: GraphCompiler.RegistrationsEmission = .whenReferenced
    ) throws -> String {
        let input = GraphInput(
            target: SourceModule(name: moduleName, files: try GenerateCommandTests.files(in: folder)),
            dependencies: dependencies
        )
        return try #require(
            GraphCompiler().analyze(input).generatedSource(
                registrationsTypeName: registrationsTypeName,
                registrations: registrations
            )
        )
    }

    @Test func moduleName_namesTheModuleTheSourcesAreFrom() throws {
        let kitchen = SourceModule(
            name: "BakeryKitchen", files: try GenerateCommandTests.files(in: "Sources/BakeryKitchen"))
        let named = try SutureProcess.run(
            ["generate", "--module-name", "Shop"] + GenerateCommandTests.arguments,
            in: "Examples/Bakery"
        )
        let expected = try Self.librarySource("Sources/bakery", moduleName: "Shop", dependencies: [kitchen])
        #expect(named == .init(status: 0, standardOutput: expected, standardError: ""))
        // Without it, the module is named after the folder.
        #expect(try Self.librarySource("Sources/bakery", moduleName: "bakery", dependencies: [kitchen]) != expected)
    }

    @Test(arguments: GraphCompiler.RegistrationsEmission.allCases)
    func registrations_writesTheGroupWhenAsked(_ emission: GraphCompiler.RegistrationsEmission) throws {
        let result = try SutureProcess.run(
            ["generate", "--registrations", emission.rawValue] + Self.kitchen,
            in: "Examples/Bakery"
        )
        let expected = try Self.librarySource(
            "Sources/BakeryKitchen", moduleName: "BakeryKitchen", registrations: emission)
        #expect(result == .init(status: 0, standardOutput: expected, standardError: ""))
    }

    @Test func theThreeRegistrationsChoices_writeThreeDifferentSources() throws {
        let sources = try GraphCompiler.RegistrationsEmission.allCases.map { emission in
            try Self.librarySource("Sources/BakeryKitchen", moduleName: "BakeryKitchen", registrations: emission)
        }
        #expect(Set(sources).count == 3)
    }

    @Test func registrationsTypeName_namesTheEnumThatHoldsTheGroup() throws {
        let result = try SutureProcess.run(
            ["generate", "--registrations", "always", "--registrations-type-name", "KitchenWiring"] + Self.kitchen,
            in: "Examples/Bakery"
        )
        let expected = try Self.librarySource(
            "Sources/BakeryKitchen",
            moduleName: "BakeryKitchen",
            registrationsTypeName: "KitchenWiring",
            registrations: .always
        )
        #expect(result == .init(status: 0, standardOutput: expected, standardError: ""))
        #expect(
            try Self.librarySource("Sources/BakeryKitchen", moduleName: "BakeryKitchen", registrations: .always)
                != expected
        )
    }

    @Test func aRegistrationsChoiceThatDoesNotExist_listsTheChoices() throws {
        let result = try SutureProcess.run(
            ["generate", "--registrations", "sometimes"] + Self.kitchen, in: "Examples/Bakery")
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: The value 'sometimes' is invalid for '--registrations <registrations>'. Please provide one of 'always', 'when-referenced' or 'public'.
                        Help:  --registrations <registrations>  When to write the registrations group: always, when-referenced by a file of the target, or public (always, for a library's tests and dependents).
                        Usage: suture generate <paths> ... [--module-name <module-name>] [--dependency <name=path> ...] [--dependency-list <file>] [--define <flag> ...] [--defines-known] [--cache-directory <folder>] [--output <output>] [--registrations-type-name <registrations-type-name>] [--registrations <registrations>]
                          See 'suture generate --help' for more information.

                        """
                )
        )
    }
}
