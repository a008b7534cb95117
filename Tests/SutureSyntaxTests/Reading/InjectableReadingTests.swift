import SutureSyntax
import SwiftSyntax
import Testing

/// `@Injectable` types read into models, compared in full.
struct InjectableReadingTests {
    @Test func fullDeclaration_isReadWithEveryParameterKind_andLocations() throws {
        let source = ParsedSource(
            """
            @Injectable(as: Oven.self, (any Heater).self, named: "stone", scope: .transient)
            // Runtime arguments need a transient scope.
            public final class StoneOven {
                @Inject
                init(
                    oven: any Oven,
                    @Named("rye") starter: Starter,
                    mixer: Lazy<Mixer>,
                    apprentice: Provider<Apprentice>,
                    logger: Logger?,
                    scale: Optional<Scale>,
                    recipes: [Recipe],
                    book: [String: Recipe],
                    clock: Clock = .system,
                    @Argument _ customer: String
                ) throws {}
                convenience init() { fatalError() }
                @Inject var ledger: Ledger?
                @Inject var tip: Int = 5
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.injectable))
        let reading = source.reader.readInjectable(declaration, attribute: attribute)
        #expect(reading.diagnostics.isEmpty)
        func at(_ line: Int, _ column: Int) -> SyntaxLocation {
            SyntaxLocation(file: "Bakery.swift", line: line, column: column)
        }
        let expected = InjectableDeclaration(
            typeName: "StoneOven",
            kind: .class,
            accessLevel: .public,
            aliases: ["Oven", "any Heater"],
            qualifier: "stone",
            scope: .transient,
            isEager: false,
            initializer: InjectableInitializer(
                origin: .explicit,
                parameters: [
                    Parameter(label: "oven", name: "oven", typeSpelling: "any Oven", kind: .plain, location: at(6, 9)),
                    Parameter(
                        label: "starter",
                        name: "starter",
                        typeSpelling: "Starter",
                        kind: .plain,
                        qualifier: "rye",
                        location: at(7, 9)
                    ),
                    Parameter(
                        label: "mixer",
                        name: "mixer",
                        typeSpelling: "Lazy<Mixer>",
                        kind: .lazy(of: "Mixer"),
                        location: at(8, 9)
                    ),
                    Parameter(
                        label: "apprentice",
                        name: "apprentice",
                        typeSpelling: "Provider<Apprentice>",
                        kind: .provider(of: "Apprentice"),
                        location: at(9, 9)
                    ),
                    Parameter(
                        label: "logger",
                        name: "logger",
                        typeSpelling: "Logger?",
                        kind: .optional(wrapped: "Logger"),
                        location: at(10, 9)
                    ),
                    Parameter(
                        label: "scale",
                        name: "scale",
                        typeSpelling: "Optional<Scale>",
                        kind: .optional(wrapped: "Scale"),
                        location: at(11, 9)
                    ),
                    Parameter(
                        label: "recipes",
                        name: "recipes",
                        typeSpelling: "[Recipe]",
                        kind: .set(of: "Recipe"),
                        location: at(12, 9)
                    ),
                    Parameter(
                        label: "book",
                        name: "book",
                        typeSpelling: "[String: Recipe]",
                        kind: .map(key: "String", value: "Recipe"),
                        location: at(13, 9)
                    ),
                    Parameter(
                        label: "clock",
                        name: "clock",
                        typeSpelling: "Clock",
                        kind: .plain,
                        defaultValue: ".system",
                        location: at(14, 9)
                    ),
                    Parameter(
                        label: nil,
                        name: "customer",
                        typeSpelling: "String",
                        kind: .argument,
                        location: at(15, 9)
                    ),
                ],
                isThrowing: true,
                isAsync: false,
                isMarkedInject: true,
                location: at(5, 5)
            ),
            injectedProperties: [
                InjectedProperty(
                    name: "ledger",
                    typeSpelling: "Ledger?",
                    dependencySpelling: "Ledger",
                    fallback: .staysNil,
                    location: at(18, 5)
                ),
                InjectedProperty(
                    name: "tip",
                    typeSpelling: "Int",
                    dependencySpelling: "Int",
                    fallback: .keepsDefault("5"),
                    location: at(19, 5)
                ),
            ],
            isolation: .unspecified,
            location: at(3, 20),
            attributeLocation: at(1, 1)
        )
        #expect(reading.model == expected)
    }

    @Test func structWithoutInitializer_usesItsMemberwiseInitializer() throws {
        let source = ParsedSource(
            """
            @Injectable
            struct Stall {
                let starter: Starter
                let sign = "Fresh"
                var awning: Awning?
                static var shared: Stall?
                var display: String { sign }
                lazy var cache = Cache()
                @Injected var baker: Baker
                @MainActor var title: String
                @Inject var ledger: Ledger?
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.injectable))
        let model = try #require(AnnotationReader().readInjectable(declaration, attribute: attribute).model)
        #expect(
            model
                == InjectableDeclaration(
                    typeName: "Stall",
                    kind: .struct,
                    initializer: InjectableInitializer(
                        origin: .memberwise,
                        parameters: [
                            Parameter(label: "starter", name: "starter", typeSpelling: "Starter", kind: .plain),
                            Parameter(
                                label: "awning",
                                name: "awning",
                                typeSpelling: "Awning?",
                                kind: .optional(wrapped: "Awning")
                            ),
                            Parameter(label: "title", name: "title", typeSpelling: "String", kind: .plain),
                        ]
                    ),
                    injectedProperties: [
                        InjectedProperty(
                            name: "ledger",
                            typeSpelling: "Ledger?",
                            dependencySpelling: "Ledger",
                            fallback: .staysNil
                        )
                    ]
                )
        )
    }

    @Test func mainActorClassWithoutInitializer_usesInitWithoutArguments() throws {
        let source = ParsedSource(
            "@MainActor @Injectable(scope: .custom(\"session\"), eager: true) private final class Till {}")
        let (declaration, attribute) = try #require(source.annotated(.injectable))
        let model = try #require(AnnotationReader().readInjectable(declaration, attribute: attribute).model)
        #expect(
            model
                == InjectableDeclaration(
                    typeName: "Till",
                    kind: .class,
                    accessLevel: .private,
                    scope: .custom("session"),
                    isEager: true,
                    initializer: InjectableInitializer(origin: .implicitNoArguments, parameters: []),
                    isolation: .globalActor("MainActor"),
                    typeIsolation: .globalActor("MainActor")
                )
        )
    }

    @Test func mainActorTypeWithNonisolatedInitializer_keepsBothIsolations_andPropertyQualifiers() throws {
        let source = ParsedSource(
            """
            @MainActor @Injectable
            final class Gauge {
                nonisolated init() {}
                @Inject(named: "audit") var audit: Ledger?
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.injectable))
        let reading = source.reader.readInjectable(declaration, attribute: attribute)
        func at(_ line: Int, _ column: Int) -> SyntaxLocation {
            SyntaxLocation(file: "Bakery.swift", line: line, column: column)
        }
        #expect(reading.diagnostics.isEmpty)
        #expect(
            reading.model
                == InjectableDeclaration(
                    typeName: "Gauge",
                    kind: .class,
                    initializer: InjectableInitializer(
                        origin: .explicit,
                        parameters: [],
                        isolation: .nonisolated,
                        location: at(3, 17)
                    ),
                    injectedProperties: [
                        InjectedProperty(
                            name: "audit",
                            typeSpelling: "Ledger?",
                            dependencySpelling: "Ledger",
                            fallback: .staysNil,
                            qualifier: "audit",
                            location: at(4, 5)
                        )
                    ],
                    isolation: .nonisolated,
                    typeIsolation: .globalActor("MainActor"),
                    location: at(2, 13),
                    attributeLocation: at(1, 12)
                )
        )
    }

    @Test func severalInitializers_reportAmbiguity_withAFixItPerCandidate() throws {
        let source = ParsedSource(
            """
            @Injectable
            final class Baker {
                init(oven: Oven) {}
                init() {}
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.injectable))
        let reading = source.reader.readInjectable(declaration, attribute: attribute)
        #expect(reading.model == nil)
        #expect(reading.hasErrors)
        #expect(
            reading.diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .ambiguousInitializer,
                    message: "Baker has 2 initializers and none is marked @Inject; mark the one Suture should call "
                        + "with @Inject",
                    node: "@Injectable",
                    fixIts: ["Mark init(oven:) with @Inject", "Mark init() with @Inject"]
                )
            ]
        )
    }

    @Test func injectOnActorAndLet_areReportedTogether() throws {
        let source = ParsedSource(
            """
            @Injectable(scope: .weak)
            struct Till {
                @Inject let ledger: Ledger?
                @Inject var scale: Scale
            }
            """
        )
        let (declaration, attribute) = try #require(source.annotated(.injectable))
        let reading = source.reader.readInjectable(declaration, attribute: attribute)
        #expect(
            reading.diagnostics.map(DiagnosticSummary.init) == [
                DiagnosticSummary(
                    rule: .injectOnConstant,
                    message: "@Inject sets the property after initialization, so it must be a 'var', not a 'let'",
                    node: "let",
                    fixIts: ["Replace 'let' with 'var'"]
                ),
                DiagnosticSummary(
                    rule: .injectWithoutFallback,
                    message: "@Inject var 'scale' needs a value while nothing is injected: make it optional "
                        + "('Scale?') or give it a default value",
                    node: "Scale",
                    fixIts: ["Make it optional"]
                ),
                DiagnosticSummary(
                    rule: .weakScopeOnValue,
                    message:
                        "scope .weak keeps an instance while someone holds it, which needs a class or an actor, and "
                        + "Till is neither; use .singleton or .transient",
                    node: ".weak"
                ),
            ]
        )
    }
}
