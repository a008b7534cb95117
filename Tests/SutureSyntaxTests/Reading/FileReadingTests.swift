import SutureSyntax
import SwiftSyntax
import Testing

/// A whole file read at once, as the graph compiler reads it.
struct FileReadingTests {
    @Test func everyAnnotatedDeclaration_isFound_withItsEnclosingTypes() {
        let source = ParsedSource(
            """
            @Injectable
            struct Thermometer {}

            enum Kitchen {
                @Injectable(as: Oven.self)
                final class StoneOven {}

                @Module
                enum PantryModule {
                    @Provides static func starter() -> Starter { Starter() }
                }
            }

            extension Kitchen {
                @Component(modules: [PantryModule.self])
                protocol Shop {
                    var oven: Oven { get }
                }
            }

            func makeLocal() {
                @Injectable struct Local {}
            }
            """
        )
        let annotations = AnnotationReader().readFile(source.tree)
        #expect(annotations.diagnostics.isEmpty)
        #expect(
            annotations.injectables.map { $0.enclosingTypeNames + [$0.model.typeName] } == [
                ["Thermometer"], ["Kitchen", "StoneOven"], ["Local"],
            ]
        )
        #expect(
            annotations.modules
                == [
                    Annotated(
                        enclosingTypeNames: ["Kitchen"],
                        model: ModuleDeclaration(
                            name: "PantryModule",
                            providers: [ProviderDeclaration(name: "starter", typeSpelling: "Starter")]
                        )
                    )
                ]
        )
        #expect(annotations.components.map(\.enclosingTypeNames) == [["Kitchen"]])
        #expect(annotations.components.map(\.model.name) == ["Shop"])
    }

    @Test func strayMarkers_areCheckedOnTheirOwn() {
        let source = ParsedSource(
            """
            enum Helpers {
                @Provides static func starter() -> Starter { Starter() }
            }
            extension BakeryModule {
                @Provides static func rye() -> Starter { Starter() }
            }
            actor Till {
                @Inject var ledger: Ledger?
            }
            extension Baker {
                @Inject convenience init(oven: Oven) { self.init() }
            }
            @Injectable
            final class Baker {
                @Inject let ledger: Ledger?
                @Inject func bake() {}
            }
            """
        )
        let annotations = AnnotationReader().readFile(source.tree)
        #expect(
            annotations.diagnostics.map(\.rule) == [
                .providesOutsideModule,
                .providesOutsideModule,
                .injectOnActorProperty,
                .injectInExtension,
                .injectOnConstant,
                .injectOnUnsupportedDeclaration,
            ]
        )
    }

    @Test func declarationsInBodiesAndValues_areFound_amongStatementsThatNameNoAnnotation() {
        // The walk passes over statements and members whose text names no annotation; these stand among such.
        let source = ParsedSource(
            """
            struct Plain {
                let value = 1
                func helper() {
                    let count = 2
                    @Injectable final class InHelper {}
                }
                static let made: Int = {
                    @Injectable struct InClosure {}
                    return 1
                }()
                var plain: Int { value }
            }

            func outer() {
                if true {
                    func inner() {
                        @Provides func stray() -> Int { 1 }
                    }
                }
            }
            """
        )
        let annotations = AnnotationReader().readFile(source.tree)
        #expect(annotations.diagnostics.map(\.rule) == [.providesOutsideModule])
        #expect(
            annotations.injectables.map { $0.enclosingTypeNames + [$0.model.typeName] } == [
                ["Plain", "InHelper"], ["Plain", "InClosure"],
            ])
        #expect(annotations.injectables.map(\.isLocal) == [true, false])
    }
}
