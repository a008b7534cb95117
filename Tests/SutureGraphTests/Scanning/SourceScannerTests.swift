import SutureSyntax
import Testing

@testable import SutureGraph

/// What the scanner reads from a file, and what it skips.
struct SourceScannerTests {
    /// Every annotation that stands on a declaration, plain or qualified by the module, makes the scanner read the
    /// file; the markers are exactly the shortest of those spellings.
    @Test(arguments: AnnotationName.allCases.filter(SourceScanner.marksDeclaration))
    func everyDeclarationAnnotation_hasItsMarker(_ name: AnnotationName) {
        for spelling in ["@\(name.rawValue)", "@Suture.\(name.rawValue)"] {
            #expect(SourceScanner.markers.contains { spelling.containsUTF8($0) }, "\(spelling)")
        }
    }

    @Test func theMarkers_areTheShortestSpellings() {
        #expect(
            SourceScanner.markers == [
                "@Inject", "@Suture.Inject", "@Module", "@Suture.Module", "@Provides", "@Suture.Provides", "@Component",
                "@Suture.Component",
            ])
    }

    /// A file whose only annotations are qualified by the module is read: each declaration kind is found.
    @Test func qualifiedAnnotationsAlone_areRead() {
        let files = [
            SourceFile(
                path: "Oven.swift", text: "@Suture.Injectable final class Oven { @Suture.Inject init() {} }\n"),
            SourceFile(
                path: "Ovens.swift",
                text: "@Suture.Module enum Ovens { @Suture.Provides static func heat() -> Heat { Heat() } }\n"),
            SourceFile(path: "Kitchen.swift", text: "@Suture.Component protocol Kitchen { var oven: Oven { get } }\n"),
        ]
        let scanned = SourceScanner().scan(SourceModule(name: "App", files: files), isTarget: true)
        #expect(scanned.injectables.map(\.model.typeName) == ["Oven"])
        #expect(scanned.injectables.map(\.model.initializer.isMarkedInject) == [true])
        #expect(scanned.modules.map { $0.model.providers.map(\.name) } == [["heat"]])
        #expect(scanned.components.map(\.model.name) == ["Kitchen"])
    }

    @Test func fileWithoutAnnotations_isSkippedWithoutParsing() {
        let module = SourceModule(
            name: "App",
            files: [SourceFile(path: "Plain.swift", text: "struct Plain { init(x: Int) {} } @@@ not swift {{{")]
        )
        let scanned = SourceScanner().scan(module, isTarget: true)
        #expect(scanned.types.isEmpty)
        #expect(scanned.diagnostics.isEmpty)
    }

    @Test func unannotatedFileWithNestedTypes_isReadForItsNamesOnly() {
        let module = SourceModule(
            name: "App",
            files: [
                SourceFile(
                    path: "Namespace.swift",
                    text: "import Foundation\nenum A {}\nextension A { protocol Networking {} }"),
                SourceFile(path: "Single.swift", text: "struct Single { init() {} }"),
            ]
        )
        let scanned = SourceScanner().scan(module, isTarget: true)
        #expect(scanned.types.map(\.fullName) == ["A", "A", "A.Networking"])
        #expect(scanned.imports.isEmpty)
    }

    @Test func nestedProtocolOfAnUnannotatedFile_resolvesInsideItsNamespace() {
        let module = SourceModule(
            name: "App",
            files: [
                SourceFile(
                    path: "Namespace.swift", text: "enum A {}\nextension A { protocol Networking: AnyObject {} }"),
                SourceFile(
                    path: "Live.swift",
                    text: """
                        import Suture
                        extension A {
                            @Injectable(as: Networking.self) final class Live: Networking { init() {} }
                        }
                        @Component protocol App { var network: any A.Networking { get } }
                        """
                ),
            ]
        )
        let analysis = GraphCompiler().analyze(GraphInput(target: module))
        #expect(analysis.formattedDiagnostics == "")
    }

    @Test func annotationsQualifiedByTheModule_areRead() {
        let text = """
            import Suture

            @Suture.Injectable final class Flour { init() {} }
            @Suture.Module enum Pantry {
                @Suture.Provides static func salt() -> Int { 1 }
            }
            @Suture.Component(modules: [Pantry.self]) protocol Bakery { var flour: Flour { get } }
            """
        let scanned = SourceScanner().scan(
            SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: text)]),
            isTarget: true
        )
        #expect(scanned.injectables.map(\.model.typeName) == ["Flour"])
        #expect(scanned.modules.map(\.model.name) == ["Pantry"])
        #expect(scanned.components.map(\.model.name) == ["Bakery"])
    }

    @Test func annotatedFile_recordsTypesImportsAndConformances() {
        let text = """
            import Foundation
            import Suture

            protocol Oven {}
            enum Kitchen {
                @Injectable final class StoneOven: Oven { init() {} }
                typealias Heat = Int
            }
            extension Kitchen.StoneOven: Sendable {}
            """
        let scanned = SourceScanner().scan(
            SourceModule(name: "App", files: [SourceFile(path: "Kitchen.swift", text: text)]),
            isTarget: true
        )
        #expect(scanned.imports == ["Foundation", "Suture"])
        #expect(scanned.types.map(\.fullName) == ["Oven", "Kitchen", "Kitchen.StoneOven", "Kitchen.StoneOven"])
        #expect(scanned.types.map(\.inherited) == [[], [], ["Oven"], ["Sendable"]])
        #expect(scanned.aliases.map(\.fullName) == ["Kitchen.Heat"])
        #expect(scanned.injectables.map(\.enclosingTypeNames) == [["Kitchen"]])
    }

    @Test func typeDeclaredInAFunctionBody_isLocal() {
        let text = """
            func make() {
                @Injectable final class Local { init() {} }
            }
            """
        let scanned = SourceScanner().scan(
            SourceModule(name: "App", files: [SourceFile(path: "Local.swift", text: text)]),
            isTarget: true
        )
        #expect(scanned.injectables.map(\.isLocal) == [true])
        #expect(scanned.types.isEmpty)
    }

    @Test func namesDeclaredInValuesAndNestedTypes_areIndexed_amongMembersThatDeclareNone() {
        // The index passes over members whose text holds no declaration's keyword; these stand among such.
        let text = """
            import Suture
            @Injectable final class Shop {
                let count = 1
                init() {}
                static let made: Int = {
                    struct InClosure {}
                    return 1
                }()
                func helper() { struct InBody {} }
                enum Inner { typealias Name = String }
            }
            """
        let scanned = SourceScanner().scan(
            SourceModule(name: "App", files: [SourceFile(path: "Shop.swift", text: text)]),
            isTarget: true
        )
        #expect(scanned.types.map(\.fullName) == ["Shop", "Shop.InClosure", "Shop.Inner"])
        #expect(scanned.aliases.map(\.fullName) == ["Shop.Inner.Name"])
        #expect(scanned.imports == ["Suture"])
    }
}
