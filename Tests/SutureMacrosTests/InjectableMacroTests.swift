import MacroTesting
import SutureMacros
import Testing

/// Expansions of `@Injectable` for every supported shape.
@Suite(.macros(["Injectable": InjectableMacro.self, "Inject": InjectMacro.self]))
struct InjectableMacroTests {
    @Test func classWithoutInitializer_usesInitWithoutArguments() {
        assertMacro {
            """
            @Injectable
            final class Thermometer {}
            """
        } expansion: {
            """
            final class Thermometer {

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable () throws -> Thermometer
                    ) -> SutureRuntime.Register<Thermometer> {
                        SutureRuntime.Register(Thermometer.self) { _ in
                            try make()
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable () throws -> Thermometer,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Thermometer> {
                        SutureRuntime.Register(Thermometer.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return register(Thermometer.init)
                        .registration
                }
            }
            """
        }
    }

    @Test func onlyInitializer_isChosen_andItsParametersResolvedByKind() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                init(
                    oven: any Oven,
                    @Named("rye") starter: Starter,
                    mixer: Lazy<Mixer>,
                    apprentice: Provider<Apprentice>,
                    logger: Logger?,
                    recipes: [Recipe],
                    book: [String: Recipe],
                    clock: Clock = .system,
                    _ scale: Scale
                ) {}
            }
            """
        } expansion: {
            """
            final class Baker {
                init(
                    oven: any Oven,
                    @Named("rye") starter: Starter,
                    mixer: Lazy<Mixer>,
                    apprentice: Provider<Apprentice>,
                    logger: Logger?,
                    recipes: [Recipe],
                    book: [String: Recipe],
                    clock: Clock = .system,
                    _ scale: Scale
                ) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (any Oven, Starter, Lazy<Mixer>, Provider<Apprentice>, Logger?, [Recipe], [String: Recipe], Clock, Scale) throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { r in
                            try make(
                                try r.resolve((any Oven).self),
                                try r.resolve(Starter.self, named: "rye"),
                                try r.resolve(Lazy<Mixer>.self),
                                try r.resolve(Provider<Apprentice>.self),
                                try r.resolve(Logger?.self),
                                try r.resolve([Recipe].self),
                                try r.resolve([String: Recipe].self),
                                try r.resolve(Clock?.self) ?? .system,
                                try r.resolve(Scale.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (any Oven, Starter, Lazy<Mixer>, Provider<Apprentice>, Logger?, [Recipe], [String: Recipe], Clock, Scale) throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve((any Oven).self),
                                try r.resolve(Starter.self, named: "rye"),
                                try r.resolve(Lazy<Mixer>.self),
                                try r.resolve(Provider<Apprentice>.self),
                                try r.resolve(Logger?.self),
                                try r.resolve([Recipe].self),
                                try r.resolve([String: Recipe].self),
                                try r.resolve(Clock?.self) ?? .system,
                                try r.resolve(Scale.self)
                            )
                        }
                    }
                    return register(Baker.init(oven:starter:mixer:apprentice:logger:recipes:book:clock:_:))
                        .dependencies(
                            SutureRuntime.Dependency((any Oven).self),
                            SutureRuntime.Dependency(Starter.self, named: "rye"),
                            SutureRuntime.Dependency(Lazy<Mixer>.self),
                            SutureRuntime.Dependency(Provider<Apprentice>.self),
                            SutureRuntime.Dependency(Logger?.self),
                            SutureRuntime.Dependency([Recipe].self),
                            SutureRuntime.Dependency([String: Recipe].self),
                            SutureRuntime.Dependency(Clock?.self),
                            SutureRuntime.Dependency(Scale.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func factoryParameters_resolveACheckedFactory_andCallItInAClosureOfTheDeclaredType() {
        assertMacro {
            """
            @Injectable
            final class Pottery {
                init(
                    makeVase: @escaping @Sendable (String, Int) -> Vase,
                    @Named("terracotta") makeTile: @escaping (String) throws -> Tile
                ) {}
            }
            """
        } expansion: {
            """
            final class Pottery {
                init(
                    makeVase: @escaping @Sendable (String, Int) -> Vase,
                    @Named("terracotta") makeTile: @escaping (String) throws -> Tile
                ) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (@escaping @Sendable (String, Int) -> Vase, @escaping (String) throws -> Tile) throws -> Pottery
                    ) -> SutureRuntime.Register<Pottery> {
                        SutureRuntime.Register(Pottery.self) { r in
                            try make(
                                {
                                    let factory = try r.resolveFactory(Vase.self, arguments: String.self, Int.self)
                                    return { (argument0: String, argument1: Int) in
                                        factory(argument0, argument1)
                                    }
                                }(),
                                {
                                    let factory = try r.resolveFactory(Tile.self, named: "terracotta", arguments: String.self)
                                    return { (argument0: String) throws in
                                        try factory.value(argument0)
                                    }
                                }()
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (@escaping @Sendable (String, Int) -> Vase, @escaping (String) throws -> Tile) throws -> Pottery,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Pottery> {
                        SutureRuntime.Register(Pottery.self, on: MainActor.self) { r in
                            try make(
                                {
                                    let factory = try r.resolveFactory(Vase.self, arguments: String.self, Int.self)
                                    return { (argument0: String, argument1: Int) in
                                        factory(argument0, argument1)
                                    }
                                }(),
                                {
                                    let factory = try r.resolveFactory(Tile.self, named: "terracotta", arguments: String.self)
                                    return { (argument0: String) throws in
                                        try factory.value(argument0)
                                    }
                                }()
                            )
                        }
                    }
                    return register(Pottery.init(makeVase:makeTile:))
                        .dependencies(
                            SutureRuntime.Dependency(factoryOf: Vase.self, arguments: String.self, Int.self),
                            SutureRuntime.Dependency(factoryOf: Tile.self, named: "terracotta", arguments: String.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func initializersInIfBlocks_registerTheInitializerEachBuildCompiles() {
        assertMacro {
            """
            @Injectable
            final class Client {
                #if DEBUG
                init(log: Log, verbose: Bool) {}
                #elseif os(Linux)
                init(journal: Journal) {}
                #else
                init() {}
                #endif

                func send() {}
            }
            """
        } expansion: {
            """
            final class Client {
                #if DEBUG
                init(log: Log, verbose: Bool) {}
                #elseif os(Linux)
                init(journal: Journal) {}
                #else
                init() {}
                #endif

                func send() {}

                #if DEBUG
                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Log, Bool) throws -> Client
                    ) -> SutureRuntime.Register<Client> {
                        SutureRuntime.Register(Client.self) { r in
                            try make(
                                try r.resolve(Log.self),
                                try r.resolve(Bool.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Log, Bool) throws -> Client,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Client> {
                        SutureRuntime.Register(Client.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Log.self),
                                try r.resolve(Bool.self)
                            )
                        }
                    }
                    return register(Client.init(log:verbose:))
                        .dependencies(
                            SutureRuntime.Dependency(Log.self),
                            SutureRuntime.Dependency(Bool.self)
                        )
                        .registration
                }
                #elseif !DEBUG && os(Linux)
                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Journal) throws -> Client
                    ) -> SutureRuntime.Register<Client> {
                        SutureRuntime.Register(Client.self) { r in
                            try make(
                                try r.resolve(Journal.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Journal) throws -> Client,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Client> {
                        SutureRuntime.Register(Client.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Journal.self)
                            )
                        }
                    }
                    return register(Client.init(journal:))
                        .dependencies(
                            SutureRuntime.Dependency(Journal.self)
                        )
                        .registration
                }
                #elseif !DEBUG && !os(Linux)
                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable () throws -> Client
                    ) -> SutureRuntime.Register<Client> {
                        SutureRuntime.Register(Client.self) { _ in
                            try make()
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable () throws -> Client,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Client> {
                        SutureRuntime.Register(Client.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return register(Client.init)
                        .registration
                }
                #endif
            }
            """
        }
    }

    @Test func aMemberwiseInitializer_isTheOneSwiftDerives_defaultsLazyAndObservedPropertiesIncluded() {
        assertMacro {
            """
            @Injectable
            struct Counter {
                var computed: Dep { Dep() }
                var withDefault: Dep = Dep()
                lazy var lazily: Dep = Dep()
                var observed: Dep { didSet {} }
                let constant: Int = 1
                var optional: Dep?
                let required: Dep
            }
            """
        } expansion: {
            """
            struct Counter {
                var computed: Dep { Dep() }
                var withDefault: Dep = Dep()
                lazy var lazily: Dep = Dep()
                var observed: Dep { didSet {} }
                let constant: Int = 1
                var optional: Dep?
                let required: Dep

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Dep, Dep, Dep, Dep?, Dep) throws -> Counter
                    ) -> SutureRuntime.Register<Counter> {
                        SutureRuntime.Register(Counter.self) { r in
                            try make(
                                try r.resolve(Dep?.self) ?? Dep(),
                                try r.resolve(Dep?.self) ?? Dep(),
                                try r.resolve(Dep.self),
                                try r.resolve(Dep?.self),
                                try r.resolve(Dep.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Dep, Dep, Dep, Dep?, Dep) throws -> Counter,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Counter> {
                        SutureRuntime.Register(Counter.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Dep?.self) ?? Dep(),
                                try r.resolve(Dep?.self) ?? Dep(),
                                try r.resolve(Dep.self),
                                try r.resolve(Dep?.self),
                                try r.resolve(Dep.self)
                            )
                        }
                    }
                    return register(Counter.init(withDefault:lazily:observed:optional:required:))
                        .dependencies(
                            SutureRuntime.Dependency(Dep?.self),
                            SutureRuntime.Dependency(Dep?.self),
                            SutureRuntime.Dependency(Dep.self),
                            SutureRuntime.Dependency(Dep?.self),
                            SutureRuntime.Dependency(Dep.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func anAliasThatCanOnlyBeAProtocol_isWrittenAsAnExistential() {
        assertMacro {
            """
            @Injectable(as: Oven.self)
            struct BrickOven: Oven {
                init() {}
            }

            @Injectable(as: Heater.self)
            final class StoneOven: Stone, Heater {
                init() {}
            }
            """
        } expansion: {
            """
            struct BrickOven: Oven {
                init() {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable () throws -> BrickOven
                    ) -> SutureRuntime.Register<BrickOven> {
                        SutureRuntime.Register(BrickOven.self) { _ in
                            try make()
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable () throws -> BrickOven,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<BrickOven> {
                        SutureRuntime.Register(BrickOven.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return register(BrickOven.init)
                        .alias((any Oven).self) {
                        $0
                    }
                        .registration
                }
            }
            final class StoneOven: Stone, Heater {
                init() {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable () throws -> StoneOven
                    ) -> SutureRuntime.Register<StoneOven> {
                        SutureRuntime.Register(StoneOven.self) { _ in
                            try make()
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable () throws -> StoneOven,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<StoneOven> {
                        SutureRuntime.Register(StoneOven.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return register(StoneOven.init)
                        .alias((any Heater).self) {
                        $0
                    }
                        .registration
                }
            }
            """
        }
    }

    @Test func aliasesNameAndScope_becomeModifiers() {
        assertMacro {
            """
            @Injectable(as: Oven.self, (any Heater).self, named: "stone", scope: .singleton, eager: true)
            public final class StoneOven: Oven, Heater {
                public init(thermometer: Thermometer) {}
            }
            """
        } expansion: {
            """
            public final class StoneOven: Oven, Heater {
                public init(thermometer: Thermometer) {}

                public nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Thermometer) throws -> StoneOven
                    ) -> SutureRuntime.Register<StoneOven> {
                        SutureRuntime.Register(StoneOven.self, named: "stone") { r in
                            try make(
                                try r.resolve(Thermometer.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Thermometer) throws -> StoneOven,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<StoneOven> {
                        SutureRuntime.Register(StoneOven.self, named: "stone", on: MainActor.self) { r in
                            try make(
                                try r.resolve(Thermometer.self)
                            )
                        }
                    }
                    return register(StoneOven.init(thermometer:))
                        .scope(.singleton)
                        .eager()
                        #if hasFeature(ExistentialAny)
                        .alias((any Oven).self) {
                        $0
                    }
                        #else
                        .alias(Oven.self) {
                        $0
                    }
                        #endif
                        .alias((any Heater).self) {
                        $0
                    }
                        .dependencies(
                            SutureRuntime.Dependency(Thermometer.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func customScope_isWrittenOut() {
        assertMacro {
            """
            @Injectable(scope: .custom("session"))
            package struct Session {
                package init() {}
            }
            """
        } expansion: {
            """
            package struct Session {
                package init() {}

                package nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable () throws -> Session
                    ) -> SutureRuntime.Register<Session> {
                        SutureRuntime.Register(Session.self) { _ in
                            try make()
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable () throws -> Session,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Session> {
                        SutureRuntime.Register(Session.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return register(Session.init)
                        .scope(.custom("session"))
                        .registration
                }
            }
            """
        }
    }

    @Test func markedInitializer_isChosenAmongSeveral() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject
                init(oven: Oven) {}
                init() {}
            }
            """
        } expansion: {
            """
            final class Baker {
                init(oven: Oven) {}
                init() {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Oven) throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { r in
                            try make(
                                try r.resolve(Oven.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Oven) throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Oven.self)
                            )
                        }
                    }
                    return register(Baker.init(oven:))
                        .dependencies(
                            SutureRuntime.Dependency(Oven.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func argumentParameters_becomeClosureParameters_inDeclarationOrder() {
        assertMacro {
            """
            @Injectable
            final class Order {
                init(@Argument customer: String, oven: Oven, @Argument loaves: Int) {}
            }
            """
        } expansion: {
            """
            final class Order {
                init(@Argument customer: String, oven: Oven, @Argument loaves: Int) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (String, Oven, Int) throws -> Order
                    ) -> SutureRuntime.Register<Order> {
                        SutureRuntime.Register(Order.self) { (r, customer: String, loaves: Int) in
                            try make(
                                customer,
                                try r.resolve(Oven.self),
                                loaves
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (String, Oven, Int) throws -> Order,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Order> {
                        SutureRuntime.Register(Order.self, on: MainActor.self) { (r, customer: String, loaves: Int) in
                            try make(
                                customer,
                                try r.resolve(Oven.self),
                                loaves
                            )
                        }
                    }
                    return register(Order.init(customer:oven:loaves:))
                        .dependencies(
                            SutureRuntime.Dependency(Oven.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func argumentNamedR_renamesTheResolver() {
        assertMacro {
            """
            @Injectable
            struct Point {
                init(@Argument r: Double, grid: Grid) {}
            }
            """
        } expansion: {
            """
            struct Point {
                init(@Argument r: Double, grid: Grid) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Double, Grid) throws -> Point
                    ) -> SutureRuntime.Register<Point> {
                        SutureRuntime.Register(Point.self) { (resolver, r: Double) in
                            try make(
                                r,
                                try resolver.resolve(Grid.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Double, Grid) throws -> Point,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Point> {
                        SutureRuntime.Register(Point.self, on: MainActor.self) { (resolver, r: Double) in
                            try make(
                                r,
                                try resolver.resolve(Grid.self)
                            )
                        }
                    }
                    return register(Point.init(r:grid:))
                        .dependencies(
                            SutureRuntime.Dependency(Grid.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func argumentsOnly_ignoreTheResolver() {
        assertMacro {
            """
            @Injectable
            struct Greeting {
                init(@Argument _ text: String) {}
            }
            """
        } expansion: {
            """
            struct Greeting {
                init(@Argument _ text: String) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (String) throws -> Greeting
                    ) -> SutureRuntime.Register<Greeting> {
                        SutureRuntime.Register(Greeting.self) { (_, text: String) in
                            try make(
                                text
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (String) throws -> Greeting,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Greeting> {
                        SutureRuntime.Register(Greeting.self, on: MainActor.self) { (_, text: String) in
                            try make(
                                text
                            )
                        }
                    }
                    return register(Greeting.init(_:))
                        .registration
                }
            }
            """
        }
    }

    @Test func throwingInitializer_isTried() {
        assertMacro {
            """
            @Injectable
            struct Database {
                init(url: URL) throws {}
            }
            """
        } expansion: {
            """
            struct Database {
                init(url: URL) throws {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (URL) throws -> Database
                    ) -> SutureRuntime.Register<Database> {
                        SutureRuntime.Register(Database.self) { r in
                            try make(
                                try r.resolve(URL.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (URL) throws -> Database,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Database> {
                        SutureRuntime.Register(Database.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(URL.self)
                            )
                        }
                    }
                    return register(Database.init(url:))
                        .dependencies(
                            SutureRuntime.Dependency(URL.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func asyncInitializer_usesAsyncRegister() {
        assertMacro {
            """
            @Injectable(scope: .singleton)
            actor Connection {
                init(database: Database, logger: Logger?) async throws {}
            }
            """
        } expansion: {
            """
            actor Connection {
                init(database: Database, logger: Logger?) async throws {}

                static var registration: SutureRuntime.Registration {
                    SutureRuntime.AsyncRegister(Connection.self) { r in
                        try await Connection(
                            database: try await r.resolveAsync(Database.self),
                            logger: try await r.resolveAsync(Logger?.self)
                        )
                    }
                    .scope(.singleton)
                    .dependencies(
                        SutureRuntime.Dependency(Database.self),
                        SutureRuntime.Dependency(Logger?.self)
                    )
                    .registration
                }
            }
            """
        }
    }

    @Test func memberwiseStruct_takesStoredPropertiesWithoutDefaults() {
        assertMacro {
            """
            @Injectable
            struct Stall {
                let starter: Starter
                let sign = "Fresh"
                var awning: Awning?
                var count = 0
                static var shared: Stall?
                var display: String { sign }
                let width, height: Double
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            struct Stall {
                let starter: Starter
                let sign = "Fresh"
                var awning: Awning?
                var count = 0
                static var shared: Stall?
                var display: String { sign }
                let width, height: Double
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Starter, Awning?, Double, Double, Ledger?) throws -> Stall
                    ) -> SutureRuntime.Register<Stall> {
                        SutureRuntime.Register(Stall.self) { r in
                            try make(
                                try r.resolve(Starter.self),
                                try r.resolve(Awning?.self),
                                try r.resolve(Double.self),
                                try r.resolve(Double.self),
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Starter, Awning?, Double, Double, Ledger?) throws -> Stall,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Stall> {
                        SutureRuntime.Register(Stall.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Starter.self),
                                try r.resolve(Awning?.self),
                                try r.resolve(Double.self),
                                try r.resolve(Double.self),
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    return register(Stall.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Starter.self),
                            SutureRuntime.Dependency(Awning?.self),
                            SutureRuntime.Dependency(Double.self),
                            SutureRuntime.Dependency(Double.self),
                            SutureRuntime.Dependency(Ledger?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ starter: Starter,
                    _ awning: Awning?,
                    _ width: Double,
                    _ height: Double,
                    _ injectedLedger: Ledger?
                ) -> Stall {
                    var instance = Stall(starter: starter, awning: awning, width: width, height: height)
                    instance.ledger = injectedLedger
                    return instance
                }
            }
            """
        }
    }

    @Test func injectedProperties_areSetByABuilderIsolatedLikeTheType() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                init() {}
                @Inject var ledger: Ledger?
                @Inject var scale: Scale!
                @Inject var clock: any Clock = SystemClock()
            }
            """
        } expansion: {
            """
            final class Baker {
                init() {}
                var ledger: Ledger?
                var scale: Scale!
                var clock: any Clock = SystemClock()

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Ledger?, Scale?, (any Clock)?) throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { r in
                            try make(
                                try r.resolve(Ledger?.self),
                                try r.resolve(Scale?.self),
                                try r.resolve((any Clock)?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Ledger?, Scale?, (any Clock)?) throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Ledger?.self),
                                try r.resolve(Scale?.self),
                                try r.resolve((any Clock)?.self)
                            )
                        }
                    }
                    return register(Baker.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Ledger?.self),
                            SutureRuntime.Dependency(Scale?.self),
                            SutureRuntime.Dependency((any Clock)?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ injectedLedger: Ledger?,
                    _ injectedScale: Scale?,
                    _ injectedClock: (any Clock)?
                ) -> Baker {
                    let instance = Baker()
                    instance.ledger = injectedLedger
                    instance.scale = injectedScale
                    if let injectedClock {
                        instance.clock = injectedClock
                    }
                    return instance
                }
            }
            """
        }
    }

    @Test func mainActorType_isRegisteredOnTheMainActor_andInjectsInItsFactory() {
        assertMacro {
            """
            @MainActor
            @Injectable(named: "profile")
            final class ProfileModel {
                init(api: API) {}
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            @MainActor
            final class ProfileModel {
                init(api: API) {}
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(ProfileModel.self, named: "profile", on: MainActor.self) { r in
                        let instance = ProfileModel(
                            api: try r.resolve(API.self)
                        )
                        instance.ledger = try r.resolve(Ledger?.self)
                        return instance
                    }
                    .dependencies(
                        SutureRuntime.Dependency(API.self),
                        SutureRuntime.Dependency(Ledger?.self)
                    )
                    .registration
                }
            }
            """
        }
    }

    @Test func mainActorType_withArguments_isRegisteredOnTheMainActor_andInjectsInItsFactory() {
        assertMacro {
            """
            @MainActor
            @Injectable
            final class Screen {
                init(@Argument title: String, router: Router, @Argument _ badge: Int) {}
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            @MainActor
            final class Screen {
                init(@Argument title: String, router: Router, @Argument _ badge: Int) {}
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(Screen.self, on: MainActor.self) { (r, title: String, badge: Int) in
                        let instance = Screen(
                            title: title,
                            router: try r.resolve(Router.self),
                            badge
                        )
                        instance.ledger = try r.resolve(Ledger?.self)
                        return instance
                    }
                    .dependencies(
                        SutureRuntime.Dependency(Router.self),
                        SutureRuntime.Dependency(Ledger?.self)
                    )
                    .registration
                }
            }
            """
        }
    }

    @Test func argumentNamedMake_renamesTheFunctionValue() {
        assertMacro {
            """
            @Injectable
            struct Model {
                init(@Argument make: String, @Argument r: Int) {}
            }
            """
        } expansion: {
            """
            struct Model {
                init(@Argument make: String, @Argument r: Int) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make2: @escaping @Sendable (String, Int) throws -> Model
                    ) -> SutureRuntime.Register<Model> {
                        SutureRuntime.Register(Model.self) { (_, make: String, r: Int) in
                            try make2(
                                make,
                                r
                            )
                        }
                    }
                    func register(
                        _ make2: @escaping @MainActor @Sendable (String, Int) throws -> Model,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Model> {
                        SutureRuntime.Register(Model.self, on: MainActor.self) { (_, make: String, r: Int) in
                            try make2(
                                make,
                                r
                            )
                        }
                    }
                    return register(Model.init(make:r:))
                        .registration
                }
            }
            """
        }
    }

    @Test func mainActorTypeWithNonisolatedInitializer_injectsOnTheMainActor() {
        assertMacro {
            """
            @MainActor
            @Injectable
            final class Gauge {
                nonisolated init(sensor: Sensor) {}
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            @MainActor
            final class Gauge {
                nonisolated init(sensor: Sensor) {}
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(Gauge.self) { r in
                        Gauge(
                            sensor: try r.resolve(Sensor.self)
                        )
                    }
                    .dependencies(
                        SutureRuntime.Dependency(Sensor.self),
                        SutureRuntime.Dependency(Ledger?.self)
                    )
                    .onResolved(on: MainActor.self) { r, instance in
                        instance.ledger = try r.resolve(Ledger?.self)
                    }
                    .registration
                }
            }
            """
        }
    }

    @Test func qualifiedInjectedProperties_resolveUnderTheirNames() {
        assertMacro {
            """
            @Injectable
            final class Till {
                init() {}
                @Inject(named: "audit") var audit: Ledger?
                @Inject(named: "float") var float: Int = 20
            }
            """
        } expansion: {
            """
            final class Till {
                init() {}
                var audit: Ledger?
                var float: Int = 20

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Ledger?, Int?) throws -> Till
                    ) -> SutureRuntime.Register<Till> {
                        SutureRuntime.Register(Till.self) { r in
                            try make(
                                try r.resolve(Ledger?.self, named: "audit"),
                                try r.resolve(Int?.self, named: "float")
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Ledger?, Int?) throws -> Till,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Till> {
                        SutureRuntime.Register(Till.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Ledger?.self, named: "audit"),
                                try r.resolve(Int?.self, named: "float")
                            )
                        }
                    }
                    return register(Till.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Ledger?.self, named: "audit"),
                            SutureRuntime.Dependency(Int?.self, named: "float")
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ injectedAudit: Ledger?,
                    _ injectedFloat: Int?
                ) -> Till {
                    let instance = Till()
                    instance.audit = injectedAudit
                    if let injectedFloat {
                        instance.float = injectedFloat
                    }
                    return instance
                }
            }
            """
        }
    }

    @Test func qualifiedInjectedProperty_ofANonisolatedType_isSetInOnResolved() {
        assertMacro {
            """
            @Injectable
            nonisolated struct Receipt {
                init(@Argument total: Int) {}
                @Inject(named: "audit") var audit: Ledger?
            }
            """
        } expansion: {
            """
            nonisolated struct Receipt {
                init(@Argument total: Int) {}
                var audit: Ledger?

                static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(Receipt.self) { (_, total: Int) in
                        Receipt(
                            total: total
                        )
                    }
                    .dependencies(
                        SutureRuntime.Dependency(Ledger?.self, named: "audit")
                    )
                    .onResolved { r, instance in
                        instance.audit = try r.resolve(Ledger?.self, named: "audit")
                    }
                    .registration
                }
            }
            """
        }
    }

    @Test func nonisolatedInitializer_ofAnUnannotatedType_setsItsPropertiesWithTheTypesIsolation() {
        assertMacro {
            """
            @Injectable
            final class Meter {
                nonisolated init(sensor: Sensor) {}
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            final class Meter {
                nonisolated init(sensor: Sensor) {}
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Sensor, Ledger?) throws -> Meter
                    ) -> SutureRuntime.Register<Meter> {
                        SutureRuntime.Register(Meter.self) { r in
                            try make(
                                try r.resolve(Sensor.self),
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Sensor, Ledger?) throws -> Meter,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Meter> {
                        SutureRuntime.Register(Meter.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Sensor.self),
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    return register(Meter.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Sensor.self),
                            SutureRuntime.Dependency(Ledger?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ sensor: Sensor,
                    _ injectedLedger: Ledger?
                ) -> Meter {
                    let instance = Meter(sensor: sensor)
                    instance.ledger = injectedLedger
                    return instance
                }
            }
            """
        }
    }

    @Test func privateType_getsAFileprivateMember() {
        assertMacro {
            """
            private struct Secret {
                @Injectable
                private struct Inner {}
            }
            """
        } expansion: {
            """
            private struct Secret {
                private struct Inner {

                    fileprivate nonisolated static var registration: SutureRuntime.Registration {
                        func register(
                            _ make: @escaping @Sendable () throws -> Inner
                        ) -> SutureRuntime.Register<Inner> {
                            SutureRuntime.Register(Inner.self) { _ in
                                try make()
                            }
                        }
                        func register(
                            _ make: @escaping @MainActor @Sendable () throws -> Inner,
                            isolatedTo actor: MainActor.Type = MainActor.self
                        ) -> SutureRuntime.Register<Inner> {
                            SutureRuntime.Register(Inner.self, on: MainActor.self) { _ in
                                try make()
                            }
                        }
                        return register(Inner.init)
                            .registration
                    }
            }
            }
            """
        }
    }

    @Test func nestedInLocalContext_usesTheSimpleName() {
        assertMacro {
            """
            func makeContainer() {
                @Injectable
                struct Local {
                    init(oven: Oven) {}
                }
            }
            """
        } expansion: {
            """
            func makeContainer() {
                struct Local {
                    init(oven: Oven) {}

                    nonisolated static var registration: SutureRuntime.Registration {
                        func register(
                            _ make: @escaping @Sendable (Oven) throws -> Local
                        ) -> SutureRuntime.Register<Local> {
                            SutureRuntime.Register(Local.self) { r in
                                try make(
                                    try r.resolve(Oven.self)
                                )
                            }
                        }
                        func register(
                            _ make: @escaping @MainActor @Sendable (Oven) throws -> Local,
                            isolatedTo actor: MainActor.Type = MainActor.self
                        ) -> SutureRuntime.Register<Local> {
                            SutureRuntime.Register(Local.self, on: MainActor.self) { r in
                                try make(
                                    try r.resolve(Oven.self)
                                )
                            }
                        }
                        return register(Local.init(oven:))
                            .dependencies(
                                SutureRuntime.Dependency(Oven.self)
                            )
                            .registration
                    }
                }
            }
            """
        }
    }

    @Test func mainActorInitializer_makesTheRegistrationMainActor() {
        assertMacro {
            """
            @Injectable
            final class Window {
                @MainActor init(scene: Scene) {}
            }
            """
        } expansion: {
            """
            final class Window {
                @MainActor init(scene: Scene) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(Window.self, on: MainActor.self) { r in
                        Window(
                            scene: try r.resolve(Scene.self)
                        )
                    }
                    .dependencies(
                        SutureRuntime.Dependency(Scene.self)
                    )
                    .registration
                }
            }
            """
        }
    }

    @Test func nonisolatedType_isRegisteredPlainly_andInjectsInOnResolved() {
        assertMacro {
            """
            @Injectable
            nonisolated final class Ledger {
                init(clock: any Clock) {}
                @Inject var printer: Printer?
            }
            """
        } expansion: {
            """
            nonisolated final class Ledger {
                init(clock: any Clock) {}
                var printer: Printer?

                static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(Ledger.self) { r in
                        Ledger(
                            clock: try r.resolve((any Clock).self)
                        )
                    }
                    .dependencies(
                        SutureRuntime.Dependency((any Clock).self),
                        SutureRuntime.Dependency(Printer?.self)
                    )
                    .onResolved { r, instance in
                        instance.printer = try r.resolve(Printer?.self)
                    }
                    .registration
                }
            }
            """
        }
    }

    @Test func argumentsType_followsTheInitializersIsolation_andInjectsInItsBuilder() {
        assertMacro {
            """
            @Injectable
            struct Receipt {
                init(@Argument total: Int) {}
                @Inject var printer: Printer? {
                    didSet {}
                }
            }
            """
        } expansion: {
            """
            struct Receipt {
                init(@Argument total: Int) {}
                var printer: Printer? {
                    didSet {}
                }

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Int, Printer?) throws -> Receipt
                    ) -> SutureRuntime.Register<Receipt> {
                        SutureRuntime.Register(Receipt.self) { (r, total: Int) in
                            try make(
                                total,
                                try r.resolve(Printer?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Int, Printer?) throws -> Receipt,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Receipt> {
                        SutureRuntime.Register(Receipt.self, on: MainActor.self) { (r, total: Int) in
                            try make(
                                total,
                                try r.resolve(Printer?.self)
                            )
                        }
                    }
                    return register(Receipt.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Printer?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ total: Int,
                    _ injectedPrinter: Printer?
                ) -> Receipt {
                    var instance = Receipt(total: total)
                    instance.printer = injectedPrinter
                    return instance
                }
            }
            """
        }
    }

    @Test func anOptionalWithADefaultValue_keepsTheDefaultWhenUnbound() {
        assertMacro {
            """
            @Injectable
            final class Cabinet {
                init(label: String? = "main") {}
            }
            """
        } expansion: {
            """
            final class Cabinet {
                init(label: String? = "main") {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (String?) throws -> Cabinet
                    ) -> SutureRuntime.Register<Cabinet> {
                        SutureRuntime.Register(Cabinet.self) { r in
                            try make(
                                try r.resolve(String?.self) ?? "main"
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (String?) throws -> Cabinet,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Cabinet> {
                        SutureRuntime.Register(Cabinet.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(String?.self) ?? "main"
                            )
                        }
                    }
                    return register(Cabinet.init(label:))
                        .dependencies(
                            SutureRuntime.Dependency(String?.self)
                        )
                        .registration
                }
            }
            """
        }
    }
}
