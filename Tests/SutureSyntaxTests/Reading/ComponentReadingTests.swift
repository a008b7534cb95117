import SutureSyntax
import SwiftSyntax
import Testing

/// `@Component` protocols read into models, compared in full.
struct ComponentReadingTests {
    @Test func component_readsBoundInstancesAndEntryPoints() throws {
        let source = ParsedSource(
            """
            @Component(modules: [BakeryModule.self], scope: .custom("request"))
            public protocol Bakery {
                init(config: Config, _ clock: any Clock)
                var baker: Baker { get }
                var oven: any Oven { get throws }
                func order(customer: String, loaves: Int) -> Order
                func warmUp() async throws -> Oven
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.component))
        let reading = source.reader.readComponent(declaration, attribute: attribute)
        func at(_ line: Int, _ column: Int) -> SyntaxLocation {
            SyntaxLocation(file: "Bakery.swift", line: line, column: column)
        }
        #expect(reading.diagnostics.isEmpty)
        #expect(
            reading.model
                == ComponentDeclaration(
                    name: "Bakery",
                    accessLevel: .public,
                    modules: ["BakeryModule"],
                    scope: .custom("request"),
                    boundInstances: [
                        Parameter(
                            label: "config", name: "config", typeSpelling: "Config", kind: .plain, location: at(3, 10)),
                        Parameter(
                            label: nil, name: "clock", typeSpelling: "any Clock", kind: .plain, location: at(3, 26)),
                    ],
                    entryPoints: [
                        EntryPoint(name: "baker", kind: .property, typeSpelling: "Baker", location: at(4, 9)),
                        EntryPoint(
                            name: "oven",
                            kind: .property,
                            typeSpelling: "any Oven",
                            isThrowing: true,
                            location: at(5, 9)
                        ),
                        EntryPoint(
                            name: "order",
                            kind: .function,
                            typeSpelling: "Order",
                            parameters: [
                                Parameter(
                                    label: "customer",
                                    name: "customer",
                                    typeSpelling: "String",
                                    kind: .plain,
                                    location: at(6, 16)
                                ),
                                Parameter(
                                    label: "loaves", name: "loaves", typeSpelling: "Int", kind: .plain,
                                    location: at(6, 34)),
                            ],
                            location: at(6, 10)
                        ),
                        EntryPoint(
                            name: "warmUp",
                            kind: .function,
                            typeSpelling: "Oven",
                            isThrowing: true,
                            isAsync: true,
                            location: at(7, 10)
                        ),
                    ],
                    location: at(2, 17),
                    modulesLocation: at(1, 12)
                )
        )
    }

    @Test func omitting_readsTheModulesLeftOutOnPurpose_andModulesStandsAtTheAttributeWithoutModules() throws {
        let source = ParsedSource(
            """
            @Component(omitting: [NetworkingModule.self, (AnalyticsModule).self])
            protocol OfflineApp {}
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.component))
        let reading = source.reader.readComponent(declaration, attribute: attribute)
        #expect(reading.diagnostics.isEmpty)
        #expect(
            reading.model
                == ComponentDeclaration(
                    name: "OfflineApp",
                    omittedModules: ["NetworkingModule", "AnalyticsModule"],
                    location: SyntaxLocation(file: "Bakery.swift", line: 2, column: 10),
                    modulesLocation: SyntaxLocation(file: "Bakery.swift", line: 1, column: 1)
                )
        )
    }

    @Test func aModuleInModulesAndOmitting_isReported_whicheverComesFirst() throws {
        let source = ParsedSource(
            """
            @Component(omitting: [NetworkingModule.self], modules: [CoreModule.self, NetworkingModule.self])
            protocol OfflineApp {}
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.component))
        let reading = source.reader.readComponent(declaration, attribute: attribute)
        #expect(reading.model == nil)
        #expect(reading.diagnostics.map(\.rule) == [.componentModuleListedAndOmitted])
    }

    @Test func bareComponent_isARootWithoutModules() throws {
        let source = ParsedSource("@Component protocol Shop { var baker: Baker { get } }")
        let (declaration, attribute) = try #require(source.annotated(.component))
        let model = try #require(AnnotationReader().readComponent(declaration, attribute: attribute).model)
        #expect(
            model
                == ComponentDeclaration(
                    name: "Shop",
                    entryPoints: [EntryPoint(name: "baker", kind: .property, typeSpelling: "Baker")]
                )
        )
    }

    @Test func settableAndStaticMembers_areReported() throws {
        let source = ParsedSource(
            """
            @Component(scope: .graph)
            protocol Bakery {
                var baker: Baker { get set }
                static func make() -> Bakery
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.component))
        let reading = source.reader.readComponent(declaration, attribute: attribute)
        #expect(reading.model == nil)
        #expect(
            reading.diagnostics.map(\.rule) == [.componentScope, .componentSettableProperty, .componentStaticMember])
    }
}
