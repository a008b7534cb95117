import MacroTesting
import SutureMacros
import Testing

/// Every misuse `@Injectable` and `@Inject` reject, with the message drawn under the source and the fix-its.
@Suite(.macros(["Injectable": InjectableMacro.self, "Inject": InjectMacro.self]))
struct InjectableMacroDiagnosticsTests {
    @Test func onProtocol_isRejected() {
        assertMacro {
            """
            @Injectable
            protocol Oven {}
            """
        } diagnostics: {
            """
            @Injectable
            ┬──────────
            ╰─ 🛑 @Injectable applies to a class, struct or actor; to bind a protocol, put @Injectable(as: P.self) on a type that conforms to it
            protocol Oven {}
            """
        }
    }

    @Test func onExtension_isRejected() {
        assertMacro {
            """
            @Injectable
            extension Baker {}
            """
        } diagnostics: {
            """
            @Injectable
            ┬──────────
            ╰─ 🛑 @Injectable must stand on the declaration of Baker itself, not on an extension, so the macro and the graph compiler see the same initializers; move it to the type
            extension Baker {}
            """
        }
    }

    @Test func onEnum_pointsAtModule() {
        assertMacro {
            """
            @Injectable
            enum Flavor {}
            """
        } diagnostics: {
            """
            @Injectable
            ┬──────────
            ╰─ 🛑 @Injectable applies to a class, struct or actor, and Flavor is an enum; to hold providers, mark the enum @Module and its static functions @Provides
            enum Flavor {}
            """
        }
    }

    @Test func severalInitializersWithoutInject_offerAFixItPerCandidate() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                init(oven: Oven) {}
                convenience init() { self.init(oven: StoneOven()) }
            }
            """
        } diagnostics: {
            """
            @Injectable
            ┬──────────
            ╰─ 🛑 Baker has 2 initializers and none is marked @Inject; mark the one Suture should call with @Inject
               ✏️ Mark init(oven:) with @Inject
               ✏️ Mark init() with @Inject
            final class Baker {
                init(oven: Oven) {}
                convenience init() { self.init(oven: StoneOven()) }
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                @Inject
                init(oven: Oven) {}
                @Inject
                convenience init() { self.init(oven: StoneOven()) }
            }
            """
        }
    }

    @Test func twoInjectInitializers_areRejected() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject init(oven: Oven) {}
                @Inject init() {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject init(oven: Oven) {}
                @Inject init() {}
                ┬──────
                ╰─ 🛑 only one initializer of Baker may be marked @Inject; remove it from init() or from the other one
                   ✏️ Remove @Inject from init()
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                @Inject init(oven: Oven) {}
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

    @Test func failableInitializer_isRejected() {
        assertMacro {
            """
            @Injectable
            struct Config {
                init?(path: Path) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Config {
                init?(path: Path) {}
                    ┬
                    ╰─ 🛑 Config would be built with the failable init?(path:), but a binding always produces a value; make it non-failable and throw an error instead
                       ✏️ Make the initializer non-failable
            }
            """
        } fixes: {
            """
            @Injectable
            struct Config {
                init(path: Path) {}
            }
            """
        } expansion: {
            """
            struct Config {
                init(path: Path) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Path) throws -> Config
                    ) -> SutureRuntime.Register<Config> {
                        SutureRuntime.Register(Config.self) { r in
                            try make(
                                try r.resolve(Path.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Path) throws -> Config,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Config> {
                        SutureRuntime.Register(Config.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Path.self)
                            )
                        }
                    }
                    return register(Config.init(path:))
                        .dependencies(
                            SutureRuntime.Dependency(Path.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    /// Built in one chain with the alias's conversion, an async registration of a type that lacks the alias's
    /// conformance left the compiler with "failed to produce diagnostic"; in a statement of its own, the compiler
    /// says the type does not convert to the alias.
    @Test func anAsyncInitializerWithAnAlias_isRegisteredInAStatementOfItsOwn() {
        assertMacro {
            """
            @Injectable(as: Oven.self)
            final class T<X: Sendable>: Sendable { init(d: Dep) async throws {} }
            """
        } expansion: {
            """
            final class T<X: Sendable>: Sendable { init(d: Dep) async throws {} 

                static var registration: SutureRuntime.Registration {
                    let register = SutureRuntime.AsyncRegister(T.self) { r in
                        try await T(
                            d: try await r.resolveAsync(Dep.self)
                        )
                    }
                    return register
                    #if hasFeature(ExistentialAny)
                    .alias((any Oven).self) {
                        $0
                    }
                    #else
                    .alias(Oven.self) {
                        $0
                    }
                    #endif
                    .dependencies(
                        SutureRuntime.Dependency(Dep.self)
                    )
                    .registration
                }
            }
            """
        }
    }

    @Test func genericInitializer_isRejected() {
        assertMacro {
            """
            @Injectable
            struct Box {
                init<T>(value: T) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Box {
                init<T>(value: T) {}
                    ┬──
                    ╰─ 🛑 Box would be built with a generic initializer, whose type parameters nothing can choose; give it concrete parameter types or register Box by hand
            }
            """
        }
    }

    @Test func variadicParameter_offersAnArray() {
        assertMacro {
            """
            @Injectable
            struct Menu {
                init(recipes: Recipe...) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Menu {
                init(recipes: Recipe...) {}
                                    ┬──
                                    ╰─ 🛑 variadic parameter 'recipes' cannot be injected; take an array to receive every contribution to the multibinding
                                       ✏️ Take [Recipe] instead
            }
            """
        } fixes: {
            """
            @Injectable
            struct Menu {
                init(recipes: [Recipe]) {}
            }
            """
        } expansion: {
            """
            struct Menu {
                init(recipes: [Recipe]) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable ([Recipe]) throws -> Menu
                    ) -> SutureRuntime.Register<Menu> {
                        SutureRuntime.Register(Menu.self) { r in
                            try make(
                                try r.resolve([Recipe].self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable ([Recipe]) throws -> Menu,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Menu> {
                        SutureRuntime.Register(Menu.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve([Recipe].self)
                            )
                        }
                    }
                    return register(Menu.init(recipes:))
                        .dependencies(
                            SutureRuntime.Dependency([Recipe].self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func inoutParameter_isRejected() {
        assertMacro {
            """
            @Injectable
            struct Menu {
                init(counter: inout Int) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Menu {
                init(counter: inout Int) {}
                              ┬────────
                              ╰─ 🛑 parameter 'counter' is 'inout Int'; an injected value is passed as a plain value, so remove the specifier
                                 ✏️ Remove the specifier
            }
            """
        } fixes: {
            """
            @Injectable
            struct Menu {
                init(counter: Int) {}
            }
            """
        } expansion: {
            """
            struct Menu {
                init(counter: Int) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Int) throws -> Menu
                    ) -> SutureRuntime.Register<Menu> {
                        SutureRuntime.Register(Menu.self) { r in
                            try make(
                                try r.resolve(Int.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Int) throws -> Menu,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Menu> {
                        SutureRuntime.Register(Menu.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Int.self)
                            )
                        }
                    }
                    return register(Menu.init(counter:))
                        .dependencies(
                            SutureRuntime.Dependency(Int.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func opaqueParameter_offersAny() {
        assertMacro {
            """
            @Injectable
            struct Menu {
                init(oven: some Oven) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Menu {
                init(oven: some Oven) {}
                           ┬────────
                           ╰─ 🛑 parameter 'oven' has the opaque type 'some Oven', which names no key to resolve; write a concrete type or an existential ('any')
                              ✏️ Use 'any' instead
            }
            """
        } fixes: {
            """
            @Injectable
            struct Menu {
                init(oven: any Oven) {}
            }
            """
        } expansion: {
            """
            struct Menu {
                init(oven: any Oven) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (any Oven) throws -> Menu
                    ) -> SutureRuntime.Register<Menu> {
                        SutureRuntime.Register(Menu.self) { r in
                            try make(
                                try r.resolve((any Oven).self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (any Oven) throws -> Menu,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Menu> {
                        SutureRuntime.Register(Menu.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve((any Oven).self)
                            )
                        }
                    }
                    return register(Menu.init(oven:))
                        .dependencies(
                            SutureRuntime.Dependency((any Oven).self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func namedWithoutLiteral_isRejected() {
        assertMacro {
            """
            @Injectable
            struct Menu {
                init(@Named(flavor) starter: Starter) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Menu {
                init(@Named(flavor) starter: Starter) {}
                     ┬─────────────
                     ╰─ 🛑 @Named on parameter 'starter' needs one string literal, such as @Named("rye"), so the qualifier is known when the code is built
            }
            """
        }
    }

    @Test func argumentThatIsNamed_offersToRemoveNamed() {
        assertMacro {
            """
            @Injectable
            struct Order {
                init(@Named("x") @Argument customer: String) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct Order {
                init(@Named("x") @Argument customer: String) {}
                     ┬──────────
                     ╰─ 🛑 parameter 'customer' is both @Argument and @Named; a runtime argument is passed by the caller, not resolved, so remove @Named
                        ✏️ Remove @Named
            }
            """
        } fixes: {
            """
            @Injectable
            struct Order {
                init(@Argument customer: String) {}
            }
            """
        } expansion: {
            """
            struct Order {
                init(@Argument customer: String) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (String) throws -> Order
                    ) -> SutureRuntime.Register<Order> {
                        SutureRuntime.Register(Order.self) { (_, customer: String) in
                            try make(
                                customer
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (String) throws -> Order,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Order> {
                        SutureRuntime.Register(Order.self, on: MainActor.self) { (_, customer: String) in
                            try make(
                                customer
                            )
                        }
                    }
                    return register(Order.init(customer:))
                        .registration
                }
            }
            """
        }
    }

    @Test func aliasWithoutSelf_isRejected() {
        assertMacro {
            """
            @Injectable(as: Oven)
            final class StoneOven {}
            """
        } diagnostics: {
            """
            @Injectable(as: Oven)
                            ┬───
                            ╰─ 🛑 as: needs types written as 'P.self', such as as: Oven.self, so the keys are known when the code is built
            final class StoneOven {}
            """
        }
    }

    @Test func nameFromAVariable_isRejected() {
        assertMacro {
            """
            @Injectable(named: ovenName)
            final class StoneOven {}
            """
        } diagnostics: {
            """
            @Injectable(named: ovenName)
                               ┬───────
                               ╰─ 🛑 @Injectable(named:) needs a string literal, such as named: "rye", so the qualifier is known when the code is built
            final class StoneOven {}
            """
        }
    }

    @Test func scopeFromAVariable_isRejected() {
        assertMacro {
            """
            @Injectable(scope: defaultScope)
            final class StoneOven {}
            """
        } diagnostics: {
            """
            @Injectable(scope: defaultScope)
                               ┬───────────
                               ╰─ 🛑 @Injectable(scope:) needs the scope written out: .transient, .singleton, .weak, .graph or .custom("name") with a string literal
            final class StoneOven {}
            """
        }
    }

    @Test func eagerFromAVariable_isRejected() {
        assertMacro {
            """
            @Injectable(eager: isEager)
            final class StoneOven {}
            """
        } diagnostics: {
            """
            @Injectable(eager: isEager)
                               ┬──────
                               ╰─ 🛑 eager: needs 'true' or 'false' written out, so it is known when the code is built
            final class StoneOven {}
            """
        }
    }

    @Test func argumentsWithSharedScopeAndEager_areRejected() {
        assertMacro {
            """
            @Injectable(scope: .singleton, eager: true)
            final class Order {
                init(@Argument customer: String) {}
            }
            """
        } diagnostics: {
            """
            @Injectable(scope: .singleton, eager: true)
                                                  ┬───
                               │                  ╰─ 🛑 Order takes @Argument parameters, so it cannot be built eagerly before anyone passes them; remove 'eager: true'
                               ┬─────────
                               ╰─ 🛑 Order takes @Argument parameters, so it is built anew for every call and cannot be shared with scope .singleton; remove the scope
            final class Order {
                init(@Argument customer: String) {}
            }
            """
        }
    }

    @Test func eagerTransient_isRejected_namingTheScopeToAdd() {
        assertMacro {
            """
            @Injectable(eager: true)
            final class Clock {}
            """
        } diagnostics: {
            """
            @Injectable(eager: true)
                               ┬───
                               ╰─ 🛑 Clock is .transient, built anew on every request, so there is no one instance to build when the container or component is created; add 'scope: .singleton' (or a custom scope), or remove 'eager: true'
            final class Clock {}
            """
        }
    }

    @Test func eagerWeakAndGraph_areRejected() {
        assertMacro {
            """
            @Injectable(scope: .weak, eager: true)
            final class Cache {}

            @Injectable(scope: .graph, eager: true)
            final class Ledger {}
            """
        } diagnostics: {
            """
            @Injectable(scope: .weak, eager: true)
                                             ┬───
                                             ╰─ 🛑 scope .weak lets Cache go when no one holds it, so there is no one instance to build when the container or component is created; add 'scope: .singleton' (or a custom scope), or remove 'eager: true'
            final class Cache {}

            @Injectable(scope: .graph, eager: true)
                                              ┬───
                                              ╰─ 🛑 scope .graph builds Ledger once per request, so there is no one instance to build when the container or component is created; add 'scope: .singleton' (or a custom scope), or remove 'eager: true'
            final class Ledger {}
            """
        }
    }

    @Test func weakScopeOnStruct_isRejected() {
        assertMacro {
            """
            @Injectable(scope: .weak)
            struct Cache {}
            """
        } diagnostics: {
            """
            @Injectable(scope: .weak)
                               ┬────
                               ╰─ 🛑 scope .weak keeps an instance while someone holds it, which needs a class or an actor, and Cache is neither; use .singleton or .transient
            struct Cache {}
            """
        }
    }

    @Test func mainActorWithAsyncInitializer_isNotSupportedYet() {
        assertMacro {
            """
            @MainActor @Injectable
            final class Screen {
                init(title: Title) async {}
            }
            """
        } diagnostics: {
            """
            @MainActor @Injectable
                       ┬──────────
                       ╰─ 🛑 Screen is isolated to @MainActor and built by an async function, which Suture does not support yet; register it by hand with AsyncRegister
            final class Screen {
                init(title: Title) async {}
            }
            """
        }
    }

    @Test func mainActorPropertiesWithAsyncInitializer_areNotSupportedYet() {
        assertMacro {
            """
            @MainActor @Injectable
            final class Screen {
                nonisolated init(title: Title) async {}
                @Inject var ledger: Ledger?
            }
            """
        } diagnostics: {
            """
            @MainActor @Injectable
                       ┬──────────
                       ╰─ 🛑 Screen is isolated to @MainActor and built by an async initializer, after which Suture cannot set its @Inject var properties yet; take them as initializer parameters instead
            final class Screen {
                nonisolated init(title: Title) async {}
                @Inject var ledger: Ledger?
            }
            """
        }
    }

    @Test func injectNamedWithoutLiteral_isRejected() {
        assertMacro {
            """
            @Injectable
            final class Till {
                @Inject(named: auditName) var audit: Ledger?
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Till {
                @Inject(named: auditName) var audit: Ledger?
                               ┬────────
                               ╰─ 🛑 @Inject(named:) needs a string literal, such as named: "rye", so the qualifier is known when the code is built
            }
            """
        }
    }

    @Test func injectNamedOnInitializer_offersToRemoveTheArguments() {
        assertMacro {
            """
            @Injectable
            final class Till {
                @Inject(named: "audit") init(ledger: Ledger) {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Till {
                @Inject(named: "audit") init(ledger: Ledger) {}
                        ┬─────────────
                        ╰─ 🛑 @Inject on an initializer takes no arguments; qualify its parameters with @Named("x") instead
                           ✏️ Remove the arguments
            }
            """
        } fixes: {
            """
            @Injectable
            final class Till {
                @Inject init(ledger: Ledger) {}
            }
            """
        } expansion: {
            """
            final class Till {
                init(ledger: Ledger) {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Ledger) throws -> Till
                    ) -> SutureRuntime.Register<Till> {
                        SutureRuntime.Register(Till.self) { r in
                            try make(
                                try r.resolve(Ledger.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Ledger) throws -> Till,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Till> {
                        SutureRuntime.Register(Till.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Ledger.self)
                            )
                        }
                    }
                    return register(Till.init(ledger:))
                        .dependencies(
                            SutureRuntime.Dependency(Ledger.self)
                        )
                        .registration
                }
            }
            """
        }
    }

    @Test func injectOnLet_offersVar() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject let ledger: Ledger?
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject let ledger: Ledger?
                        ┬──
                        ╰─ 🛑 @Inject sets the property after initialization, so it must be a 'var', not a 'let'
                           ✏️ Replace 'let' with 'var'
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            final class Baker {
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Ledger?) throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { r in
                            try make(
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Ledger?) throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    return register(Baker.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Ledger?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ injectedLedger: Ledger?
                ) -> Baker {
                    let instance = Baker()
                    instance.ledger = injectedLedger
                    return instance
                }
            }
            """
        }
    }

    @Test func injectOnActorProperty_offersToRemoveIt() {
        assertMacro {
            """
            @Injectable
            actor Till {
                @Inject var ledger: Ledger?
            }
            """
        } diagnostics: {
            """
            @Injectable
            actor Till {
                @Inject var ledger: Ledger?
                ┬──────
                ╰─ 🛑 @Inject cannot set a property of an actor, whose stored properties cannot be set from outside; take the dependency as an initializer parameter instead
                   ✏️ Remove @Inject
            }
            """
        } fixes: {
            """
            @Injectable
            actor Till {
                var ledger: Ledger?
            }
            """
        } expansion: {
            """
            actor Till {
                var ledger: Ledger?

                static var registration: SutureRuntime.Registration {
                    SutureRuntime.Register(Till.self) { _ in
                        Till()
                    }
                    .registration
                }
            }
            """
        }
    }

    @Test func injectWithoutFallback_offersOptional() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: any Ledger
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: any Ledger
                                    ┬─────────
                                    ╰─ 🛑 @Inject var 'ledger' needs a value while nothing is injected: make it optional ('(any Ledger)?') or give it a default value
                                       ✏️ Make it optional
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: (any Ledger)?
            }
            """
        } expansion: {
            """
            final class Baker {
                var ledger: (any Ledger)?

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable ((any Ledger)?) throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { r in
                            try make(
                                try r.resolve((any Ledger)?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable ((any Ledger)?) throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve((any Ledger)?.self)
                            )
                        }
                    }
                    return register(Baker.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency((any Ledger)?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ injectedLedger: (any Ledger)?
                ) -> Baker {
                    let instance = Baker()
                    instance.ledger = injectedLedger
                    return instance
                }
            }
            """
        }
    }

    @Test func injectOnStaticProperty_offersToRemoveStatic() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject static var ledger: Ledger?
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject static var ledger: Ledger?
                        ┬─────
                        ╰─ 🛑 @Inject sets a property of each new instance; remove 'static' to make it an instance property
                           ✏️ Remove 'static'
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            final class Baker {
                var ledger: Ledger?

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable (Ledger?) throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { r in
                            try make(
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable (Ledger?) throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { r in
                            try make(
                                try r.resolve(Ledger?.self)
                            )
                        }
                    }
                    return register(Baker.makeWithInjectedProperties)
                        .dependencies(
                            SutureRuntime.Dependency(Ledger?.self)
                        )
                        .registration
                }

                private static func makeWithInjectedProperties(
                    _ injectedLedger: Ledger?
                ) -> Baker {
                    let instance = Baker()
                    instance.ledger = injectedLedger
                    return instance
                }
            }
            """
        }
    }

    @Test func injectOnComputedProperty_isRejected() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: Ledger? { nil }
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: Ledger? { nil }
                            ┬──────────────────────
                            ╰─ 🛑 @Inject cannot set the computed property 'ledger'; inject a stored 'var' instead
            }
            """
        }
    }

    @Test func injectWithoutType_isRejected() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject var ledger = Ledger()
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger = Ledger()
                            ┬─────
                            ╰─ 🛑 @Inject needs the type of 'ledger' written out, as in '@Inject var ledger: Ledger?', because the type is the key it resolves
            }
            """
        }
    }

    @Test func injectOnSeveralBindings_isRejected() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: Ledger?, scale: Scale?
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                @Inject var ledger: Ledger?, scale: Scale?
                            ┬─────────────────────────────
                │           ╰─ 🛑 @Inject needs one property per declaration, named by a plain identifier; declare each injected property with its own '@Inject var'
                ┬──────
                ╰─ 🛑 peer macro can only be applied to a single variable
            }
            """
        }
    }

    @Test func injectOnFunction_outsideInjectable_offersToRemoveIt() {
        assertMacro {
            """
            final class Baker {
                @Inject
                func bake() {}
            }
            """
        } diagnostics: {
            """
            final class Baker {
                @Inject
                ┬──────
                ╰─ 🛑 @Inject marks the initializer an @Injectable type is built with, or a stored 'var' set after it; remove it here
                   ✏️ Remove @Inject
                func bake() {}
            }
            """
        } fixes: {
            """
            final class Baker {
                func bake() {}
            }
            """
        } expansion: {
            """
            final class Baker {
                func bake() {}
            }
            """
        }
    }

    @Test func injectOnActorProperty_outsideInjectable_isRejected() {
        assertMacro {
            """
            actor Till {
                @Inject var ledger: Ledger?
            }
            """
        } diagnostics: {
            """
            actor Till {
                @Inject var ledger: Ledger?
                ┬──────
                ╰─ 🛑 @Inject cannot set a property of an actor, whose stored properties cannot be set from outside; take the dependency as an initializer parameter instead
                   ✏️ Remove @Inject
            }
            """
        } fixes: {
            """
            actor Till {
                var ledger: Ledger?
            }
            """
        } expansion: {
            """
            actor Till {
                var ledger: Ledger?
            }
            """
        }
    }

    @Test func injectOnInitializer_outsideInjectable_isAccepted() {
        assertMacro {
            """
            final class Baker {
                @Inject init() {}
            }
            """
        } expansion: {
            """
            final class Baker {
                init() {}
            }
            """
        }
    }
    @Test func injectOnLet_outsideInjectable_offersVar() {
        assertMacro {
            """
            final class Baker {
                @Inject let ledger: Ledger
            }
            """
        } diagnostics: {
            """
            final class Baker {
                @Inject let ledger: Ledger
                                    ┬─────
                        │           ╰─ 🛑 @Inject var 'ledger' needs a value while nothing is injected: make it optional ('Ledger?') or give it a default value
                        │              ✏️ Make it optional
                        ┬──
                        ╰─ 🛑 @Inject sets the property after initialization, so it must be a 'var', not a 'let'
                           ✏️ Replace 'let' with 'var'
            }
            """
        } fixes: {
            """
            final class Baker {
                @Inject var ledger: Ledger?
            }
            """
        } expansion: {
            """
            final class Baker {
                var ledger: Ledger?
            }
            """
        }
    }

    @Test func injectOnFunction_insideInjectable_isRejected() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                init() {}
                @Inject func bake() {}
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                init() {}
                @Inject func bake() {}
                ┬──────
                ╰─ 🛑 @Inject marks the initializer an @Injectable type is built with, or a stored 'var' set after it; remove it here
                   ✏️ Remove @Inject
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                init() {}
                func bake() {}
            }
            """
        } expansion: {
            """
            final class Baker {
                init() {}
                func bake() {}

                nonisolated static var registration: SutureRuntime.Registration {
                    func register(
                        _ make: @escaping @Sendable () throws -> Baker
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self) { _ in
                            try make()
                        }
                    }
                    func register(
                        _ make: @escaping @MainActor @Sendable () throws -> Baker,
                        isolatedTo actor: MainActor.Type = MainActor.self
                    ) -> SutureRuntime.Register<Baker> {
                        SutureRuntime.Register(Baker.self, on: MainActor.self) { _ in
                            try make()
                        }
                    }
                    return register(Baker.init)
                        .registration
                }
            }
            """
        }
    }

    @Test func injectOnInitializerInExtension_isRejected() {
        assertMacro {
            """
            extension Baker {
                @Inject convenience init(oven: Oven) { self.init() }
            }
            """
        } diagnostics: {
            """
            extension Baker {
                @Inject convenience init(oven: Oven) { self.init() }
                ┬──────
                ╰─ 🛑 @Inject marks an initializer that @Injectable reads from the type's own declaration, and this one stands in an extension; move the initializer into the type
            }
            """
        }
    }
}
