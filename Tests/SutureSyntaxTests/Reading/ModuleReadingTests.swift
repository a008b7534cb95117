import SutureSyntax
import SwiftSyntax
import Testing

/// `@Module` enums and their `@Provides` functions read into models, compared in full.
struct ModuleReadingTests {
    @Test func module_readsIncludesAndProviders_withLocations() throws {
        let source = ParsedSource(
            """
            @Module(includes: [NetworkModule.self])
            public enum BakeryModule {
                @Provides(named: "rye", scope: .singleton)
                static func ryeStarter(mill: Mill) -> Starter { mill.starter }

                @Provides(into: .set)
                static func sourdough() -> Recipe { .sourdough }

                @Provides(into: .map(key: Flavor.croissant))
                static func croissant() throws -> Recipe { .croissant }

                @MainActor @Provides
                static func window(@Argument title: String) async -> any Window { Window(title) }

                static func helper() -> Int { 1 }
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.module))
        let reading = source.reader.readModule(declaration, attribute: attribute)
        #expect(
            reading.diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .unsupportedCombination,
                    message: "window() is isolated to @MainActor and built by an async function, which Suture does not "
                        + "support yet; register it by hand with AsyncRegister",
                    node: "@Provides"
                )
            ])
    }

    @Test func module_withValidProviders_isModelledInFull() throws {
        let source = ParsedSource(
            """
            @Module(includes: [NetworkModule.self, StorageModule.self])
            public enum BakeryModule {
                @Provides(named: "rye", scope: .singleton)
                static func ryeStarter(mill: Mill) -> Starter { mill.starter }

                @Provides(into: .set)
                static func sourdough() -> Recipe { .sourdough }

                @Provides(into: .map(key: Flavor.croissant))
                static func croissant() throws -> Recipe { .croissant }

                @Provides
                static func order(@Argument customer: String) async -> any Order { Order(customer) }
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.module))
        let reading = source.reader.readModule(declaration, attribute: attribute)
        func at(_ line: Int, _ column: Int) -> SyntaxLocation {
            SyntaxLocation(file: "Bakery.swift", line: line, column: column)
        }
        #expect(reading.diagnostics.isEmpty)
        #expect(
            reading.model
                == ModuleDeclaration(
                    name: "BakeryModule",
                    accessLevel: .public,
                    includes: ["NetworkModule", "StorageModule"],
                    providers: [
                        ProviderDeclaration(
                            name: "ryeStarter",
                            typeSpelling: "Starter",
                            parameters: [
                                Parameter(
                                    label: "mill", name: "mill", typeSpelling: "Mill", kind: .plain, location: at(4, 28)
                                )
                            ],
                            qualifier: "rye",
                            scope: .singleton,
                            location: at(4, 17)
                        ),
                        ProviderDeclaration(
                            name: "sourdough",
                            typeSpelling: "Recipe",
                            contribution: .set,
                            location: at(7, 17)
                        ),
                        ProviderDeclaration(
                            name: "croissant",
                            typeSpelling: "Recipe",
                            contribution: .map(key: "Flavor.croissant"),
                            isThrowing: true,
                            location: at(10, 17)
                        ),
                        ProviderDeclaration(
                            name: "order",
                            typeSpelling: "any Order",
                            parameters: [
                                Parameter(
                                    label: "customer",
                                    name: "customer",
                                    typeSpelling: "String",
                                    kind: .argument,
                                    location: at(13, 23)
                                )
                            ],
                            isAsync: true,
                            location: at(13, 17)
                        ),
                    ],
                    location: at(2, 13)
                )
        )
    }

    @Test func mainActorModule_withContributionsAndArguments_isModelledInFull() throws {
        let source = ParsedSource(
            """
            @MainActor @Module
            enum ScreenModule {
                @Provides(into: .set)
                static func banner() -> Banner { Banner() }

                @Provides
                static func window(@Argument title: String) -> Window { Window(title) }
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.module))
        let reading = source.reader.readModule(declaration, attribute: attribute)
        func at(_ line: Int, _ column: Int) -> SyntaxLocation {
            SyntaxLocation(file: "Bakery.swift", line: line, column: column)
        }
        #expect(reading.diagnostics.isEmpty)
        #expect(
            reading.model
                == ModuleDeclaration(
                    name: "ScreenModule",
                    providers: [
                        ProviderDeclaration(
                            name: "banner",
                            typeSpelling: "Banner",
                            contribution: .set,
                            isolation: .globalActor("MainActor"),
                            location: at(4, 17)
                        ),
                        ProviderDeclaration(
                            name: "window",
                            typeSpelling: "Window",
                            parameters: [
                                Parameter(
                                    label: "title",
                                    name: "title",
                                    typeSpelling: "String",
                                    kind: .argument,
                                    location: at(7, 24)
                                )
                            ],
                            isolation: .globalActor("MainActor"),
                            location: at(7, 17)
                        ),
                    ],
                    location: at(2, 6)
                )
        )
    }

    @Test func providesOutsideModule_isReported() throws {
        let source = ParsedSource(
            """
            enum Helpers {
                @Provides static func starter() -> Starter { Starter() }
            }
            """
        )
        let function = try #require(source.first(FunctionDeclSyntax.self))
        let attribute = try #require(function.attributes.first(.provides))
        let diagnostics = source.reader.checkProvidesOutsideModule(on: DeclSyntax(function), attribute: attribute)
        #expect(
            diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .providesOutsideModule,
                    message: "@Provides function 'starter' must stand in an enum marked @Module, which registers it; "
                        + "move it into a module",
                    node: "@Provides"
                )
            ])
    }
}
