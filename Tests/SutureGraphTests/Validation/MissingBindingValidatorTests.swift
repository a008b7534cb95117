import SutureGraph
import Testing

/// Missing bindings with one cause are reported once, at the place to fix, and near misses name what was meant.
struct MissingBindingValidatorTests {
    static func diagnostics(_ source: String) -> String {
        GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)]))
        ).formattedDiagnostics
    }

    @Test func aModuleTheComponentDoesNotList_isOneErrorAtTheComponent_withEveryRequestAsNotes() {
        let source = """
            import Suture
            struct Starter {}
            struct Recipe {}
            @Injectable final class Baker { init(@Named("rye") starter: Starter, recipe: Recipe) {} }
            @Injectable final class Mixer { init(recipe: Recipe) {} }
            @Module
            enum BakeryModule {
                @Provides(named: "rye") static func ryeStarter() -> Starter { Starter() }
                @Provides static func recipe() -> Recipe { Recipe() }
            }
            @Component
            protocol Bakery {
                var baker: Baker { get }
                var mixer: Mixer { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:11:1: error: [Suture/MissingBinding] no binding for Starter named "rye", Recipe in \
                Bakery: BakeryModule binds them, but Bakery does not list it in modules:
                Bakery.swift:4:38: note: requested by parameter 'starter' of Baker.init(starter:recipe:)
                Bakery.swift:13:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:4:70: note: requested by parameter 'recipe' of Baker.init(starter:recipe:)
                Bakery.swift:13:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:5:38: note: requested by parameter 'recipe' of Mixer.init(recipe:)
                Bakery.swift:14:9: note: Mixer is requested by entry point Bakery.mixer
                Bakery.swift:7:6: note: BakeryModule is declared here
                Bakery.swift:11:1: note: help: add BakeryModule.self to the modules: of Bakery (see MissingBinding in \
                the diagnostics reference)
                """
        )
    }

    @Test func aTypeThatConformsButIsNotInjectable_isNamedWithTheFix() {
        let source = """
            import Suture
            protocol Oven {}
            final class StoneOven: Oven { init() {} }
            @Injectable final class Baker { init(oven: Oven) {} }
            @Component
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:4:38: error: [Suture/MissingBinding] no binding for Oven
                Bakery.swift:4:38: note: requested by parameter 'oven' of Baker.init(oven:)
                Bakery.swift:7:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:4:38: note: StoneOven conforms to Oven but is not @Injectable; add \
                @Injectable(as: Oven.self) to it, or provide it from a @Module
                Bakery.swift:4:38: note: help: do what the note above says, or bind Oven: mark its type \
                @Injectable (with `as:` when it stands for a protocol), add a @Provides function to a module the \
                component lists, or take it as a parameter of the component's init (see MissingBinding in the \
                diagnostics reference)
                """
        )
    }

    @Test func aWrapperInsideAWrapperOtherThanProviderOfLazy_inARequestOrInAMultibinding_saysItIsNotSupported() {
        let source = """
            import Suture
            protocol Handler {}
            struct Oven {}
            @Injectable struct Kitchen { init() {} }
            @Injectable final class Baker {
                init(oven: Lazy<Provider<Oven>>, handlers: [String: Provider<Lazy<Handler>>]) {}
            }
            @Component
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:6:10: error: [Suture/MissingBinding] no binding for Provider<Oven>: Suture does not \
                build a Provider inside Lazy<Provider<Oven>>
                Bakery.swift:6:10: note: requested by parameter 'oven' of Baker.init(oven:handlers:)
                Bakery.swift:10:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:6:10: note: help: ask for Lazy<Oven>, or bind Provider<Oven> itself (see MissingBinding \
                in the diagnostics reference)
                Bakery.swift:6:38: error: [Suture/MissingBinding] no contribution to [String: \
                Provider<Lazy<Handler>>]: Suture does not nest Lazy inside Provider
                Bakery.swift:6:38: note: requested by parameter 'handlers' of Baker.init(oven:handlers:)
                Bakery.swift:10:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:6:38: note: help: ask for [String: Provider<Handler>] (see MissingBinding in the \
                diagnostics reference)
                """
        )
    }

    @Test func providerOfLazy_isARequestForTheWrappedType() {
        let source = """
            import Suture
            struct Oven {}
            @Injectable final class Baker {
                init(oven: Provider<Lazy<Oven>>) {}
            }
            @Component
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:4:10: error: [Suture/MissingBinding] no binding for Oven
                Bakery.swift:4:10: note: requested by parameter 'oven' of Baker.init(oven:)
                Bakery.swift:8:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:4:10: note: help: bind Oven: mark its type @Injectable (with `as:` when it stands for a \
                protocol), add a @Provides function to a module the component lists, or take it as a parameter of the \
                component's init (see MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func anAsyncFunctionOfRuntimeArguments_isMissing_withTheSynchronousFactoryToAskFor() {
        let source = """
            import Suture
            @Injectable struct Vase { init(@Argument flower: String) {} }
            @Injectable final class Florist {
                init(makeVase: @escaping @Sendable (String) async throws -> Vase) {}
            }
            @Component
            protocol Shop {
                var florist: Florist { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:4:10: error: [Suture/MissingBinding] no binding for @Sendable (String) async throws -> \
                Vase: Suture builds a factory of runtime arguments only as a synchronous function, and an async one \
                is not built
                Bakery.swift:4:10: note: requested by parameter 'makeVase' of Florist.init(makeVase:)
                Bakery.swift:8:9: note: Florist is requested by entry point Shop.florist
                Bakery.swift:4:10: note: help: ask for @Sendable (String) throws -> Vase and call it where you await, \
                or provide the async function itself from a module the component lists (see MissingBinding in the \
                diagnostics reference)
                """
        )
    }

    @Test func aSetOfProviders_reachingAnElementsContribution_saysTheElementsCannotBeWrapped() {
        let source = """
            import Suture
            struct Recipe {}
            @Module
            enum MenuModule {
                @Provides(into: .elements)
                static func seasonal() -> [Recipe] { [] }
            }
            @Injectable final class Menu { init(recipes: [Provider<Recipe>]) {} }
            @Component(modules: [MenuModule.self])
            protocol Bakery {
                var menu: Menu { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:8:37: error: [Suture/MissingBinding] [Provider<Recipe>] cannot wrap the elements that \
                MenuModule.seasonal() contributes: how many there are is known only once the array is built
                Bakery.swift:8:37: note: requested by parameter 'recipes' of Menu.init(recipes:)
                Bakery.swift:11:9: note: Menu is requested by entry point Bakery.menu
                Bakery.swift:6:17: note: MenuModule.seasonal() contributes with into: .elements here
                Bakery.swift:8:37: note: help: ask for [Recipe], whose elements are built when it is, or contribute \
                each element with into: .set to keep the Provider (see MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func aQualifiedEntryPoint_withANameNothingBinds_isMissing_withTheNearMiss() {
        let source = """
            import Suture
            struct Starter {}
            @Module
            enum BakeryModule {
                @Provides(named: "rye")
                static func ryeStarter() -> Starter { Starter() }
            }
            @Component(modules: [BakeryModule.self])
            protocol Bakery {
                @Qualified("spelt") var starter: Starter { get }
                @Qualified("rye") var rye: Starter { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:10:29: error: [Suture/MissingBinding] no binding for Starter named "spelt"
                Bakery.swift:10:29: note: requested by entry point Bakery.starter
                Bakery.swift:6:17: note: did you mean Starter named "rye", bound here?
                Bakery.swift:10:29: note: help: do what the note above says, or bind Starter named "spelt": mark its \
                type @Injectable(named: "spelt") (with `as:` when it stands for a protocol), add a \
                @Provides(named: "spelt") function to a module the component lists, or take it as a parameter of the \
                component's init (see MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func aModuleWithOneBadProvider_keepsItsOtherProviders_andReportsOnlyTheRealMistake() {
        let source = """
            import Suture
            struct Starter {}
            struct Recipe {}
            @Injectable final class Baker { init(starter: Starter, recipe: Recipe) {} }
            @Module
            enum BakeryModule {
                @Provides func starter() -> Starter { Starter() }
                @Provides static func recipe() -> Recipe { Recipe() }
            }
            @Component(modules: [BakeryModule.self])
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:7:15: error: [Suture/Declaration] @Provides function 'starter' must be static, because \
                a module is never instantiated; add 'static' (ProviderNotStatic)
                Bakery.swift:7:15: note: help: add 'static' (see Declaration in the diagnostics reference)
                """
        )
    }

    @Test func aSpecializationOfAGenericInjectable_isMissing_withTheModuleToWrite() {
        let source = """
            import Suture
            struct User {}
            @Injectable
            final class Store<Element> { init() {} }
            @Injectable
            final class Screen { init(@Named("users") store: Store<User>) {} }
            @Component
            protocol App { var screen: Screen { get } }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:6:27: error: [Suture/MissingBinding] no binding for Store<User> named "users": Store is \
                @Injectable but generic, and the graph compiler does not choose its type arguments
                Bakery.swift:6:27: note: requested by parameter 'store' of Screen.init(store:)
                Bakery.swift:8:20: note: Screen is requested by entry point App.screen
                Bakery.swift:4:13: note: Store is declared here
                Bakery.swift:6:27: note: help: provide Store<User> from a module the component lists, as in \
                `@Provides(named: "users") static func store() -> Store<User> { Store() }`; a Container registers it \
                with `Store<User>.registration` (see MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func aTypeThatConformsButLacksAs_isOneErrorAtItsAttribute_withEveryRequesterAsNotes() {
        let source = """
            import Suture
            protocol Scale {}
            @Injectable
            final class KitchenScale: Scale { init() {} }
            @Injectable final class Baker { init(scale: Scale) {} }
            @Injectable final class Pastry { init(scale: Scale, @Named("fine") fine: Scale) {} }
            @Component
            protocol Bakery {
                var baker: Baker { get }
                var pastry: Pastry { get }
                var scale: Scale { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:3:1: error: [Suture/MissingBinding] no binding for Scale: KitchenScale conforms to it, \
                but its @Injectable has no `as: Scale.self`
                Bakery.swift:11:9: note: requested by entry point Bakery.scale
                Bakery.swift:5:38: note: requested by parameter 'scale' of Baker.init(scale:)
                Bakery.swift:9:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:6:39: note: requested by parameter 'scale' of Pastry.init(scale:fine:)
                Bakery.swift:10:9: note: Pastry is requested by entry point Bakery.pastry
                Bakery.swift:4:13: note: KitchenScale is declared here
                Bakery.swift:3:1: note: help: add `as: Scale.self` to the @Injectable of KitchenScale (see \
                MissingBinding in the diagnostics reference)
                Bakery.swift:6:53: error: [Suture/MissingBinding] no binding for Scale named "fine"
                Bakery.swift:6:53: note: requested by parameter 'fine' of Pastry.init(scale:fine:)
                Bakery.swift:10:9: note: Pastry is requested by entry point Bakery.pastry
                Bakery.swift:3:1: note: KitchenScale conforms to Scale but is not bound as it; add `as: Scale.self` to \
                its @Injectable
                Bakery.swift:6:53: note: help: do what the note above says, or bind Scale named "fine": mark its type \
                @Injectable(named: "fine") (with `as:` when it stands for a protocol), add a @Provides(named: "fine") \
                function to a module the component lists, or take it as a parameter of the component's init (see \
                MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func aSpecializationNothingBinds_whenAnotherIsBound_hasTheNearMiss_andAdviceWithoutInjectable() {
        let source = """
            import Suture
            struct User {}
            struct AppConfig {}
            struct Repository<Value> {}
            @Module
            enum StorageModule {
                @Provides static func users() -> Repository<User> { Repository() }
            }
            @Injectable final class Settings { init(repository: Repository<AppConfig>) {} }
            @Component(modules: [StorageModule.self])
            protocol App {
                var settings: Settings { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:9:41: error: [Suture/MissingBinding] no binding for Repository<AppConfig>
                Bakery.swift:9:41: note: requested by parameter 'repository' of Settings.init(repository:)
                Bakery.swift:12:9: note: Settings is requested by entry point App.settings
                Bakery.swift:7:27: note: did you mean Repository<User>, bound by StorageModule.users()?
                Bakery.swift:9:41: note: help: do what the note above says, or bind Repository<AppConfig>: add a \
                @Provides function that returns Repository<AppConfig> to a module the component lists, or take it as a \
                parameter of the component's init (see MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func aSpecializationOfAGenericInjectable_suggestsAProviderThatPassesTheInitializersArguments() {
        let source = """
            import Suture
            struct User {}
            @Injectable struct Log { init() {} }
            @Injectable
            final class Cache<Element> {
                init(log: Log, @Named("seed") seed: Element, _ capacity: Int, label: String = "cache") {}
            }
            @Injectable final class Profile { init(cache: Cache<User>) {} }
            @Component
            protocol App {
                var profile: Profile { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:8:40: error: [Suture/MissingBinding] no binding for Cache<User>: Cache is @Injectable but \
                generic, and the graph compiler does not choose its type arguments
                Bakery.swift:8:40: note: requested by parameter 'cache' of Profile.init(cache:)
                Bakery.swift:11:9: note: Profile is requested by entry point App.profile
                Bakery.swift:5:13: note: Cache is declared here
                Bakery.swift:8:40: note: help: provide Cache<User> from a module the component lists, as in `@Provides \
                static func cache(log: Log, @Named("seed") seed: User, _ capacity: Int) -> Cache<User> { Cache(log: \
                log, seed: seed, capacity) }`; a Container registers it with `Cache<User>.registration` (see \
                MissingBinding in the diagnostics reference)
                """
        )
    }

    @Test func twoTypesThatConformButLackAs_areNearMissesAtTheirAttributes_onTheRequest() {
        let source = """
            import Suture
            protocol Scale {}
            @Injectable final class KitchenScale: Scale { init() {} }
            @Injectable(scope: .singleton) final class PocketScale: Scale { init() {} }
            @Injectable final class Baker { init(scale: Scale) {} }
            @Component
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        #expect(
            Self.diagnostics(source) == """
                Bakery.swift:5:38: error: [Suture/MissingBinding] no binding for Scale
                Bakery.swift:5:38: note: requested by parameter 'scale' of Baker.init(scale:)
                Bakery.swift:8:9: note: Baker is requested by entry point Bakery.baker
                Bakery.swift:3:1: note: KitchenScale conforms to Scale but is not bound as it; add `as: Scale.self` to \
                its @Injectable
                Bakery.swift:4:1: note: PocketScale conforms to Scale but is not bound as it; add `as: Scale.self` to \
                its @Injectable
                Bakery.swift:5:38: note: help: do what the note above says, or bind Scale: mark its type @Injectable \
                (with `as:` when it stands for a protocol), add a @Provides function to a module the component lists, \
                or take it as a parameter of the component's init (see MissingBinding in the diagnostics reference)
                """
        )
    }
}
