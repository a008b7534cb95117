import MacroTesting
import SutureMacros
import Testing

/// Expansions of `@Module` and `@Provides` for every supported shape.
@Suite(.macros(["Module": ModuleMacro.self, "Provides": ProvidesMacro.self]))
struct ModuleMacroTests {
    @Test func providersInIfBlocks_registerUnderTheSameConditions() {
        assertMacro {
            """
            @Module
            enum TracingModule {
                #if TRACING
                @Provides(into: .set)
                nonisolated static func console() -> Tracer { ConsoleTracer() }
                #elseif os(Linux)
                @Provides(into: .set)
                nonisolated static func journal() -> Tracer { JournalTracer() }
                #else
                #if DEBUG
                @Provides(into: .set)
                nonisolated static func memory() -> Tracer { MemoryTracer() }
                #endif
                #endif

                @Provides(into: .set)
                nonisolated static func audit() -> Tracer { AuditTracer() }
            }
            """
        } expansion: {
            """
            enum TracingModule {
                #if TRACING
                nonisolated static func console() -> Tracer { ConsoleTracer() }
                #elseif os(Linux)
                nonisolated static func journal() -> Tracer { JournalTracer() }
                #else
                #if DEBUG
                nonisolated static func memory() -> Tracer { MemoryTracer() }
                #endif
                #endif
                nonisolated static func audit() -> Tracer { AuditTracer() }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    SutureRuntime.Registrations(_module: Self.self) {
                        #if TRACING
                                SutureRuntime.Register(Tracer.self, into: .set) { _ in
                                    TracingModule.console()
                                }
                        #endif
                        #if TRACING
                        #elseif os(Linux)
                                SutureRuntime.Register(Tracer.self, into: .set) { _ in
                                    TracingModule.journal()
                                }
                        #endif
                        #if TRACING
                        #elseif os(Linux)
                        #else
                        #if DEBUG
                                SutureRuntime.Register(Tracer.self, into: .set) { _ in
                                    TracingModule.memory()
                                }
                        #endif
                        #endif
                                SutureRuntime.Register(Tracer.self, into: .set) { _ in
                                    TracingModule.audit()
                                }
                    }
                }
            }
            """
        }
    }

    @Test func providers_becomeRegistrations_inDeclarationOrder() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides(named: "rye", scope: .singleton)
                static func ryeStarter() -> Starter { Starter(grain: .rye) }

                @Provides
                static func decoder() -> JSONDecoder { JSONDecoder() }

                @Provides(into: .set)
                static func sourdough() -> Recipe { .sourdough }

                @Provides(into: .map(key: "croissant"))
                static func croissant() -> Recipe { .croissant }
            }
            """
        } expansion: {
            """
            enum BakeryModule {
                static func ryeStarter() -> Starter { Starter(grain: .rye) }
                static func decoder() -> JSONDecoder { JSONDecoder() }
                static func sourdough() -> Recipe { .sourdough }
                static func croissant() -> Recipe { .croissant }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerRyeStarter(
                        _ make: @escaping @Sendable () throws -> Starter
                    ) -> SutureRuntime.Register<Starter> {
                        SutureRuntime.Register(Starter.self, named: "rye") { _ in
                            try make()
                        }
                    }
                    func registerRyeStarter(
                        _ make: @escaping @MainActor @Sendable () throws -> Starter,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Starter> {
                        SutureRuntime.Register(Starter.self, named: "rye", on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    func registerDecoder(
                        _ make: @escaping @Sendable () throws -> JSONDecoder
                    ) -> SutureRuntime.Register<JSONDecoder> {
                        SutureRuntime.Register(JSONDecoder.self) { _ in
                            try make()
                        }
                    }
                    func registerDecoder(
                        _ make: @escaping @MainActor @Sendable () throws -> JSONDecoder,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<JSONDecoder> {
                        SutureRuntime.Register(JSONDecoder.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    func registerSourdough(
                        _ make: @escaping @Sendable () throws -> Recipe
                    ) -> SutureRuntime.Register<Recipe> {
                        SutureRuntime.Register(Recipe.self, into: .set) { _ in
                            try make()
                        }
                    }
                    func registerSourdough(
                        _ make: @escaping @MainActor @Sendable () throws -> Recipe,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Recipe> {
                        SutureRuntime.Register(Recipe.self, into: .set, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    func registerCroissant(
                        _ make: @escaping @Sendable () throws -> Recipe
                    ) -> SutureRuntime.Register<Recipe> {
                        SutureRuntime.Register(Recipe.self, into: .map(key: "croissant")) { _ in
                            try make()
                        }
                    }
                    func registerCroissant(
                        _ make: @escaping @MainActor @Sendable () throws -> Recipe,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Recipe> {
                        SutureRuntime.Register(Recipe.self, into: .map(key: "croissant"), on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        registerRyeStarter(BakeryModule.ryeStarter)
                        .scope(.singleton)
                        registerDecoder(BakeryModule.decoder)
                        registerSourdough(BakeryModule.sourdough)
                        registerCroissant(BakeryModule.croissant)
                    }
                }
            }
            """
        }
    }

    @Test func elementsContribution_registersTheArrayIntoItsElementsSet() {
        assertMacro {
            """
            @Module
            enum SeasonalModule {
                @Provides(into: .elements)
                static func winterRecipes() -> [Recipe] { [.stollen, .panettone] }
            }
            """
        } expansion: {
            """
            enum SeasonalModule {
                static func winterRecipes() -> [Recipe] { [.stollen, .panettone] }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerWinterRecipes(
                        _ make: @escaping @Sendable () throws -> [Recipe]
                    ) -> SutureRuntime.Register<[Recipe]> {
                        SutureRuntime.Register([Recipe].self, into: .elements) { _ in
                            try make()
                        }
                    }
                    func registerWinterRecipes(
                        _ make: @escaping @MainActor @Sendable () throws -> [Recipe],
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<[Recipe]> {
                        SutureRuntime.Register([Recipe].self, into: .elements, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        registerWinterRecipes(SeasonalModule.winterRecipes)
                    }
                }
            }
            """
        }
    }

    @Test func providerParameters_areResolvedLikeAnInitializers() {
        assertMacro {
            """
            @Module
            public enum NetworkModule {
                @Provides(scope: .custom("session"))
                static func client(
                    session: any Session,
                    @Named("base") url: URL,
                    logger: Logger?,
                    retries: Lazy<RetryPolicy>,
                    _ interceptors: [Interceptor]
                ) throws -> any HTTPClient {
                    try Client(session: session)
                }
            }
            """
        } expansion: {
            """
            public enum NetworkModule {
                static func client(
                    session: any Session,
                    @Named("base") url: URL,
                    logger: Logger?,
                    retries: Lazy<RetryPolicy>,
                    _ interceptors: [Interceptor]
                ) throws -> any HTTPClient {
                    try Client(session: session)
                }

                public nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerClient(
                        _ make: @escaping @Sendable (any Session, URL, Logger?, Lazy<RetryPolicy>, [Interceptor]) throws -> any HTTPClient
                    ) -> SutureRuntime.Register<any HTTPClient> {
                        SutureRuntime.Register((any HTTPClient).self) { r in
                            try make(
                                try r.resolve((any Session).self),
                                try r.resolve(URL.self, named: "base"),
                                try r.resolve(Logger?.self),
                                try r.resolve(Lazy<RetryPolicy>.self),
                                try r.resolve([Interceptor].self)
                            )
                        }
                    }
                    func registerClient(
                        _ make: @escaping @MainActor @Sendable (any Session, URL, Logger?, Lazy<RetryPolicy>, [Interceptor]) throws -> any HTTPClient,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<any HTTPClient> {
                        SutureRuntime.Register((any HTTPClient).self, on: MainActor.self) { r in
                            try make(
                                try r.resolve((any Session).self),
                                try r.resolve(URL.self, named: "base"),
                                try r.resolve(Logger?.self),
                                try r.resolve(Lazy<RetryPolicy>.self),
                                try r.resolve([Interceptor].self)
                            )
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        registerClient(NetworkModule.client(session:url:logger:retries:_:))
                        .scope(.custom("session"))
                        .dependencies(
                            SutureRuntime.Dependency((any Session).self),
                            SutureRuntime.Dependency(URL.self, named: "base"),
                            SutureRuntime.Dependency(Logger?.self),
                            SutureRuntime.Dependency(Lazy<RetryPolicy>.self),
                            SutureRuntime.Dependency([Interceptor].self)
                        )
                    }
                }
            }
            """
        }
    }

    @Test func includes_comeFirst() {
        assertMacro {
            """
            @Module(includes: [NetworkModule.self, StorageModule.self])
            enum AppModule {
                @Provides
                static func clock() -> any Clock { SystemClock() }
            }
            """
        } expansion: {
            """
            enum AppModule {
                static func clock() -> any Clock { SystemClock() }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerClock(
                        _ make: @escaping @Sendable () throws -> any Clock
                    ) -> SutureRuntime.Register<any Clock> {
                        SutureRuntime.Register((any Clock).self) { _ in
                            try make()
                        }
                    }
                    func registerClock(
                        _ make: @escaping @MainActor @Sendable () throws -> any Clock,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<any Clock> {
                        SutureRuntime.Register((any Clock).self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        NetworkModule.registrations
                        StorageModule.registrations
                        registerClock(AppModule.clock)
                    }
                }
            }
            """
        }
    }

    @Test func installIn_changesNothingInTheExpansion_onlyWhichComponentsHaveTheModule() {
        assertMacro {
            """
            @Module(includes: [NetworkModule.self], installIn: [AppScope.self, WidgetScope.self])
            enum FeedModule {
                @Provides
                static func clock() -> any Clock { SystemClock() }
            }
            """
        } expansion: {
            """
            enum FeedModule {
                static func clock() -> any Clock { SystemClock() }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerClock(
                        _ make: @escaping @Sendable () throws -> any Clock
                    ) -> SutureRuntime.Register<any Clock> {
                        SutureRuntime.Register((any Clock).self) { _ in
                            try make()
                        }
                    }
                    func registerClock(
                        _ make: @escaping @MainActor @Sendable () throws -> any Clock,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<any Clock> {
                        SutureRuntime.Register((any Clock).self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        NetworkModule.registrations
                        registerClock(FeedModule.clock)
                    }
                }
            }
            """
        }
    }

    @Test func emptyModule_hasNoRegistrations() {
        assertMacro {
            """
            @Module
            enum EmptyModule {}
            """
        } expansion: {
            """
            enum EmptyModule {

                nonisolated static var registrations: SutureRuntime.Registrations {
                    .empty
                }
            }
            """
        }
    }

    @Test func argumentProvider_takesClosureArguments() {
        assertMacro {
            """
            @Module
            enum OrderModule {
                @Provides
                static func order(@Argument customer: String, oven: Oven) -> Order { Order(customer, oven) }
            }
            """
        } expansion: {
            """
            enum OrderModule {
                static func order(@Argument customer: String, oven: Oven) -> Order { Order(customer, oven) }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerOrder(
                        _ make: @escaping @Sendable (String, Oven) throws -> Order
                    ) -> SutureRuntime.Register<Order> {
                        SutureRuntime.Register(Order.self) { (r, customer: String) in
                            try make(
                                customer,
                                try r.resolve(Oven.self)
                            )
                        }
                    }
                    func registerOrder(
                        _ make: @escaping @MainActor @Sendable (String, Oven) throws -> Order,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Order> {
                        SutureRuntime.Register(Order.self, on: MainActor.self) { (r, customer: String) in
                            try make(
                                customer,
                                try r.resolve(Oven.self)
                            )
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        registerOrder(OrderModule.order(customer:oven:))
                        .dependencies(
                            SutureRuntime.Dependency(Oven.self)
                        )
                    }
                }
            }
            """
        }
    }

    @Test func asyncAndMainActorProviders_useTheirRegisters() {
        assertMacro {
            """
            @Module
            enum AppModule {
                @Provides(scope: .singleton)
                static func database(url: URL) async throws -> Database { try await Database(url) }

                @MainActor @Provides(named: "main")
                static func window(scene: Scene) -> Window { Window(scene) }
            }
            """
        } expansion: {
            """
            enum AppModule {
                static func database(url: URL) async throws -> Database { try await Database(url) }

                @MainActor
                static func window(scene: Scene) -> Window { Window(scene) }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    SutureRuntime.Registrations(_module: Self.self) {
                        SutureRuntime.AsyncRegister(Database.self) { r in
                            try await AppModule.database(
                                url: try await r.resolveAsync(URL.self)
                            )
                        }
                        .scope(.singleton)
                        .dependencies(
                            SutureRuntime.Dependency(URL.self)
                        )
                        SutureRuntime.Register(Window.self, named: "main", on: MainActor.self) { r in
                            AppModule.window(
                                scene: try r.resolve(Scene.self)
                            )
                        }
                        .dependencies(
                            SutureRuntime.Dependency(Scene.self)
                        )
                    }
                }
            }
            """
        }
    }

    @Test func mainActorProviders_contributeAndTakeArguments_onTheMainActor() {
        assertMacro {
            """
            @Module
            enum ScreenModule {
                @MainActor @Provides(into: .set)
                static func banner(theme: Theme) -> Banner { Banner(theme) }

                @MainActor @Provides(named: "today", into: .map(key: Day.today))
                static func special() -> Banner { Banner() }

                @MainActor @Provides
                static func window(@Argument title: String, scene: Scene) -> Window { Window(title, scene) }
            }
            """
        } expansion: {
            """
            enum ScreenModule {
                @MainActor
                static func banner(theme: Theme) -> Banner { Banner(theme) }

                @MainActor
                static func special() -> Banner { Banner() }

                @MainActor
                static func window(@Argument title: String, scene: Scene) -> Window { Window(title, scene) }

                nonisolated static var registrations: SutureRuntime.Registrations {
                    SutureRuntime.Registrations(_module: Self.self) {
                        SutureRuntime.Register(Banner.self, into: .set, on: MainActor.self) { r in
                            ScreenModule.banner(
                                theme: try r.resolve(Theme.self)
                            )
                        }
                        .dependencies(
                            SutureRuntime.Dependency(Theme.self)
                        )
                        SutureRuntime.Register(Banner.self, named: "today", into: .map(key: Day.today), on: MainActor.self) { _ in
                            ScreenModule.special()
                        }
                        SutureRuntime.Register(Window.self, on: MainActor.self) { (r, title: String) in
                            ScreenModule.window(
                                title: title,
                                scene: try r.resolve(Scene.self)
                            )
                        }
                        .dependencies(
                            SutureRuntime.Dependency(Scene.self)
                        )
                    }
                }
            }
            """
        }
    }

    @Test func undecoratedMembers_areIgnored() {
        assertMacro {
            """
            @Module
            fileprivate enum HelperModule {
                static let seed = 4
                static func helper() -> Int { seed }
                @Provides
                static func number() -> Int { helper() }
            }
            """
        } expansion: {
            """
            fileprivate enum HelperModule {
                static let seed = 4
                static func helper() -> Int { seed }
                static func number() -> Int { helper() }

                fileprivate nonisolated static var registrations: SutureRuntime.Registrations {
                    func registerNumber(
                        _ make: @escaping @Sendable () throws -> Int
                    ) -> SutureRuntime.Register<Int> {
                        SutureRuntime.Register(Int.self) { _ in
                            try make()
                        }
                    }
                    func registerNumber(
                        _ make: @escaping @MainActor @Sendable () throws -> Int,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Int> {
                        SutureRuntime.Register(Int.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return SutureRuntime.Registrations(_module: Self.self) {
                        registerNumber(HelperModule.number)
                    }
                }
            }
            """
        }
    }
}
