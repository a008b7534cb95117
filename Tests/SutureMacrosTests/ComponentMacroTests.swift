import MacroTesting
import SutureMacros
import Testing

/// `@Component` adds nothing to a well-formed protocol and rejects what it cannot accept.
@Suite(.macros(["Component": ComponentMacro.self]))
struct ComponentMacroTests {
    @Test func wellFormedComponent_expandsToItself() {
        assertMacro {
            """
            @Component(modules: [BakeryModule.self])
            protocol Bakery {
                init(config: Config)
                var baker: Baker { get }
                var oven: any Oven { get throws }
                func order(customer: String, loaves: Int) -> Order
                func request(_ incoming: Request) -> RequestScope
                func warmUp() async throws -> Oven
            }
            """
        } expansion: {
            """
            protocol Bakery {
                init(config: Config)
                var baker: Baker { get }
                var oven: any Oven { get throws }
                func order(customer: String, loaves: Int) -> Order
                func request(_ incoming: Request) -> RequestScope
                func warmUp() async throws -> Oven
            }
            """
        }
    }

    @Test func subcomponent_withCustomScope_isAccepted() {
        assertMacro {
            """
            @Component(modules: [RequestModule.self], scope: .custom("request"))
            protocol RequestScope {
                var handler: Handler { get }
            }
            """
        } expansion: {
            """
            protocol RequestScope {
                var handler: Handler { get }
            }
            """
        }
    }

    @Test func onClass_isRejected() {
        assertMacro {
            """
            @Component
            final class Bakery {}
            """
        } diagnostics: {
            """
            @Component
            ┬─────────
            ╰─ 🛑 @Component applies to a protocol that lists what the app needs; the graph compiler generates the class that implements it, so declare a protocol instead
            final class Bakery {}
            """
        }
    }

    @Test func onFunction_isRejected() {
        assertMacro {
            """
            @Component
            func bakery() {}
            """
        } diagnostics: {
            """
            @Component
            ┬─────────
            ╰─ 🛑 @Component applies to a protocol that lists what the app needs; the graph compiler generates the class that implements it, so declare a protocol instead
            func bakery() {}
            """
        }
    }

    @Test func twoInitializers_areRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                init(config: Config)
                init()
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                init(config: Config)
                init()
                ┬───
                ╰─ 🛑 a component has at most one 'init' requirement, whose parameters are the instances it is given; merge the parameters into the first one and remove this one
            }
            """
        }
    }

    @Test func failableInitializer_offersToRemoveTheMark() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                init?(config: Config)
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                init?(config: Config)
                    ┬
                    ╰─ 🛑 a component's 'init' only binds the instances it is given and cannot fail; remove '?'
                       ✏️ Remove '?'
            }
            """
        } fixes: {
            """
            @Component
            protocol Bakery {
                init(config: Config)
            }
            """
        } expansion: {
            """
            protocol Bakery {
                init(config: Config)
            }
            """
        }
    }

    @Test func settableProperty_offersGetOnly() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                var baker: Baker { get set }
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                var baker: Baker { get set }
                                 ┬──────────
                                 ╰─ 🛑 entry point 'baker' is read-only, since the graph decides what it holds; declare it '{ get }'
                                    ✏️ Make it '{ get }'
            }
            """
        } fixes: {
            """
            @Component
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        } expansion: {
            """
            protocol Bakery {
                var baker: Baker { get }
            }
            """
        }
    }

    @Test func staticMember_isRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                static var shared: Bakery { get }
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                static var shared: Bakery { get }
                ┬────────────────────────────────
                ╰─ 🛑 a component's entry points belong to its instances; remove 'static'
            }
            """
        }
    }

    @Test func functionWithoutReturnType_isRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                func warmUp()
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                func warmUp()
                           ┬─
                           ╰─ 🛑 entry point 'warmUp' returns nothing; a component's function returns what it builds, so add a return type, as in '-> Order'
            }
            """
        }
    }

    @Test func genericFunction_isRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                func make<T>() -> T
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                func make<T>() -> T
                         ┬──
                         ╰─ 🛑 entry point 'make' is generic, and a generated component needs one concrete type per entry point; remove the type parameters
            }
            """
        }
    }

    @Test func opaqueEntryPoint_isRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                var oven: some Oven { get }
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                var oven: some Oven { get }
                          ┬────────
                          ╰─ 🛑 entry point 'oven' has the opaque type 'some Oven', which names no key; use a concrete type or an existential ('any')
            }
            """
        }
    }

    @Test func associatedTypeAndSubscript_areRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                associatedtype Bread
                subscript(index: Int) -> Bread { get }
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                associatedtype Bread
                ┬───────────────────
                ╰─ 🛑 a component lists properties and functions (its entry points) and at most one 'init'; remove this member or move it to another protocol
                subscript(index: Int) -> Bread { get }
                ┬─────────────────────────────────────
                ╰─ 🛑 a component lists properties and functions (its entry points) and at most one 'init'; remove this member or move it to another protocol
            }
            """
        }
    }

    @Test func transientScope_isRejected() {
        assertMacro {
            """
            @Component(scope: .transient)
            protocol Bakery {}
            """
        } diagnostics: {
            """
            @Component(scope: .transient)
                              ┬─────────
                              ╰─ 🛑 a component's scope is .singleton (a root component) or .custom("name") (a subcomponent with a narrower lifetime), written out
            protocol Bakery {}
            """
        }
    }

    @Test func modulesWithoutSelf_isRejected() {
        assertMacro {
            """
            @Component(modules: [BakeryModule])
            protocol Bakery {}
            """
        } diagnostics: {
            """
            @Component(modules: [BakeryModule])
                                ┬─────────────
                                ╰─ 🛑 modules: needs an array of modules written as 'M.self', such as modules: [NetworkModule.self], so the graph is known when the code is built
            protocol Bakery {}
            """
        }
    }

    @Test func omitting_withModuleTypes_isAccepted() {
        assertMacro {
            """
            @Component(modules: [CoreModule.self], omitting: [NetworkingModule.self])
            protocol OfflineApp {
                var feed: Feed { get }
            }
            """
        } expansion: {
            """
            protocol OfflineApp {
                var feed: Feed { get }
            }
            """
        }
    }

    @Test func omittingWithoutSelf_isRejected() {
        assertMacro {
            """
            @Component(modules: [CoreModule.self], omitting: NetworkingModule.self)
            protocol OfflineApp {}
            """
        } diagnostics: {
            """
            @Component(modules: [CoreModule.self], omitting: NetworkingModule.self)
                                                             ┬────────────────────
                                                             ╰─ 🛑 omitting: needs an array of modules written as 'M.self', such as omitting: [NetworkModule.self], so the graph is known when the code is built
            protocol OfflineApp {}
            """
        }
    }

    @Test func aModuleInBothModulesAndOmitting_isRejected() {
        assertMacro {
            """
            @Component(modules: [NetworkingModule.self], omitting: [AnalyticsModule.self, NetworkingModule.self])
            protocol OfflineApp {}
            """
        } diagnostics: {
            """
            @Component(modules: [NetworkingModule.self], omitting: [AnalyticsModule.self, NetworkingModule.self])
                                                                                          ┬────────────────────
                                                                                          ╰─ 🛑 NetworkingModule is both in modules: and in omitting:; keep it in modules: to use its bindings, or remove it from modules: to leave it out on purpose
            protocol OfflineApp {}
            """
        }
    }

    @Test func entryPointArgumentParameter_withOpaqueType_isRejected() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                func order(customer: some Customer) -> Order
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                func order(customer: some Customer) -> Order
                                     ┬────────────
                                     ╰─ 🛑 parameter 'customer' has the opaque type 'some Customer', which names no key to resolve; write a concrete type or an existential ('any')
                                        ✏️ Use 'any' instead
            }
            """
        } fixes: {
            """
            @Component
            protocol Bakery {
                func order(customer: any Customer) -> Order
            }
            """
        } expansion: {
            """
            protocol Bakery {
                func order(customer: any Customer) -> Order
            }
            """
        }
    }
}
