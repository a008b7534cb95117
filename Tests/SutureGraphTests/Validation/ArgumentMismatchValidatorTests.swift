import SutureGraph
import Testing

/// Assisted factories whose parameter types do not line up with the built type's `@Argument` parameters, and a
/// non-throwing factory of a type whose initializer throws.
struct ArgumentMismatchValidatorTests {
    static func diagnostics(_ source: String) -> String {
        GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Studio.swift", text: source)]))
        ).formattedDiagnostics
    }

    @Test func aFactoryWithTheArgumentsInAnotherOrder_namesTheFactoryToAskFor() {
        let source = """
            import Suture
            @Injectable final class Vase { init(@Argument glaze: String, @Argument height: Int) {} }
            @Injectable final class Pottery { init(makeVase: @escaping (Int, String) -> Vase) {} }
            @Component
            protocol Studio {
                var pottery: Pottery { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Studio.swift:3:40: error: [Suture/ArgumentMismatch] (Int, String) -> Vase cannot build Vase: Vase \
                takes @Argument parameters (glaze: String, height: Int)
                Studio.swift:3:40: note: requested by parameter 'makeVase' of Pottery.init(makeVase:)
                Studio.swift:6:9: note: Pottery is requested by entry point Studio.pottery
                Studio.swift:2:25: note: Vase is declared here; a factory's parameters match its @Argument parameters \
                by type, in order
                Studio.swift:3:40: note: help: ask for (String, Int) -> Vase (see ArgumentMismatch in the diagnostics \
                reference)
                """
        )
    }

    @Test func aFactoryOfATypeWithoutArguments_saysToAskForAProvider() {
        let source = """
            import Suture
            @Injectable final class Kiln { init() {} }
            @Injectable final class Pottery { init(makeKiln: @escaping (String) -> Kiln) {} }
            @Component
            protocol Studio {
                var pottery: Pottery { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Studio.swift:3:40: error: [Suture/ArgumentMismatch] (String) -> Kiln cannot build Kiln: Kiln takes no \
                runtime arguments
                Studio.swift:3:40: note: requested by parameter 'makeKiln' of Pottery.init(makeKiln:)
                Studio.swift:6:9: note: Pottery is requested by entry point Studio.pottery
                Studio.swift:2:25: note: Kiln is declared here; a factory's parameters match its @Argument parameters \
                by type, in order
                Studio.swift:3:40: note: help: ask for Provider<Kiln>, which builds it without arguments (see \
                ArgumentMismatch in the diagnostics reference)
                """
        )
    }

    @Test func aFactoryThatDoesNotThrow_ofATypeWhoseInitializerThrows_isAnEffectMismatch() {
        let source = """
            import Suture
            @Injectable final class Tile { init(@Argument pattern: String) throws {} }
            @Injectable final class Pottery { init(makeTile: @escaping (String) -> Tile) {} }
            @Component
            protocol Studio {
                var pottery: Pottery { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Studio.swift:3:40: error: [Suture/EffectMismatch] (String) -> Tile cannot build Tile: Tile throws, and \
                the factory does not
                Studio.swift:3:40: note: requested by parameter 'makeTile' of Pottery.init(makeTile:)
                Studio.swift:6:9: note: Pottery is requested by entry point Studio.pottery
                Studio.swift:3:40: note: help: ask for (String) throws -> Tile and handle the error where it is called, \
                or make Tile's initializer non-throwing (see EffectMismatch in the diagnostics reference)
                """
        )
    }
}
