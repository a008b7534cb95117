import MacroTesting
import SutureMacros
import Testing

/// Every misuse `@Module` and `@Provides` reject.
@Suite(.macros(["Module": ModuleMacro.self, "Provides": ProvidesMacro.self]))
struct ModuleMacroDiagnosticsTests {
    @Test func moduleOnStruct_offersEnum() {
        assertMacro {
            """
            @Module
            struct BakeryModule {}
            """
        } diagnostics: {
            """
            @Module
            ┬──────
            ╰─ 🛑 @Module applies to an enum without cases, which holds static @Provides functions and is never instantiated; declare the module as an enum
               ✏️ Make it an enum
            struct BakeryModule {}
            """
        } fixes: {
            """
            @Module
            enum BakeryModule {}
            """
        } expansion: {
            """
            enum BakeryModule {

                nonisolated static var registrations: SutureRuntime.Registrations {
                    .empty
                }
            }
            """
        }
    }

    @Test func moduleOnProtocol_isRejected() {
        assertMacro {
            """
            @Module
            protocol BakeryModule {}
            """
        } diagnostics: {
            """
            @Module
            ┬──────
            ╰─ 🛑 @Module applies to an enum without cases, which holds static @Provides functions and is never instantiated; declare the module as an enum
            protocol BakeryModule {}
            """
        }
    }

    @Test func includesWithoutSelf_isRejected() {
        assertMacro {
            """
            @Module(includes: modules)
            enum BakeryModule {}
            """
        } diagnostics: {
            """
            @Module(includes: modules)
                              ┬──────
                              ╰─ 🛑 includes: needs an array of modules written as 'M.self', such as includes: [NetworkModule.self], so the graph is known when the code is built
            enum BakeryModule {}
            """
        }
    }

    @Test func installInWithoutAnArray_isRejected() {
        assertMacro {
            """
            @Module(installIn: AppScope.self)
            enum FeedModule {}
            """
        } diagnostics: {
            """
            @Module(installIn: AppScope.self)
                               ┬────────────
                               ╰─ 🛑 installIn: needs an array of components, or protocols that components refine, written as 'C.self', such as installIn: [AppComponent.self], so the graph is known when the code is built
            enum FeedModule {}
            """
        }
    }

    @Test func providerNotStatic_offersStatic() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides
                func starter() -> Starter { Starter() }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides
                func starter() -> Starter { Starter() }
                ┬───
                ╰─ 🛑 @Provides function 'starter' must be static, because a module is never instantiated; add 'static'
                   ✏️ Add 'static'
            }
            """
        } fixes: {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func starter() -> Starter { Starter() }
            }
            """
        }
    }

    @Test func providerWithModifierNotStatic_offersStatic() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides private func starter() -> Starter { Starter() }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides private func starter() -> Starter { Starter() }
                                  ┬───
                                  ╰─ 🛑 @Provides function 'starter' must be static, because a module is never instantiated; add 'static'
                                     ✏️ Add 'static'
            }
            """
        } fixes: {
            """
            @Module
            enum BakeryModule {
                @Provides private static func starter() -> Starter { Starter() }
            }
            """
        }
    }

    @Test func providerWithoutReturnType_isRejected() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func warmUp() {}
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func warmUp() {}
                                  ┬─
                                  ╰─ 🛑 @Provides function 'warmUp' returns nothing; its return type is the key it binds, so add one, as in '-> Starter'
            }
            """
        }
    }

    @Test func providerReturningOpaqueType_isRejected() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func oven() -> some Oven { StoneOven() }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func oven() -> some Oven { StoneOven() }
                                      ┬────────
                                      ╰─ 🛑 @Provides function 'oven' returns the opaque type 'some Oven', which names no key; return a concrete type or an existential ('any')
            }
            """
        }
    }

    @Test func genericProvider_isRejected() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func box<T>() -> Box<T> { Box() }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides
                static func box<T>() -> Box<T> { Box() }
                               ┬──
                               ╰─ 🛑 @Provides function 'box' is generic, and nothing can choose its type parameters; write one provider per concrete type
            }
            """
        }
    }

    @Test func elementsIntoASet_withoutAnArray_isRejected() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides(into: .elements)
                static func recipe() -> Recipe { .sourdough }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides(into: .elements)
                static func recipe() -> Recipe { .sourdough }
                                        ┬─────
                                        ╰─ 🛑 @Provides(into: .elements) function 'recipe' returns 'Recipe', but it contributes the elements of an array; return '[T]' to contribute to [T], or use into: .set for one element
            }
            """
        }
    }

    @Test func intoFromAVariable_isRejected() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides(into: kind)
                static func recipe() -> Recipe { .sourdough }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides(into: kind)
                                ┬───
                                ╰─ 🛑 into: needs '.set', '.elements' or '.map(key: ...)' written out, so the multibinding is known when the code is built
                static func recipe() -> Recipe { .sourdough }
            }
            """
        }
    }

    @Test func contributionWithArguments_isRejected() {
        assertMacro {
            """
            @Module
            enum BakeryModule {
                @Provides(into: .set)
                static func recipe(@Argument name: String) -> Recipe { Recipe(name) }
            }
            """
        } diagnostics: {
            """
            @Module
            enum BakeryModule {
                @Provides(into: .set)
                ┬────────────────────
                ╰─ 🛑 recipe() takes @Argument parameters, and a multibinding contribution is built without arguments; remove 'into:' or the @Argument parameters
                static func recipe(@Argument name: String) -> Recipe { Recipe(name) }
            }
            """
        }
    }

    @Test func mainActorAsyncProvider_isNotSupportedYet() {
        assertMacro {
            """
            @Module
            enum ScreenModule {
                @MainActor @Provides
                static func window(scene: Scene) async -> Window { await Window(scene) }
            }
            """
        } diagnostics: {
            """
            @Module
            enum ScreenModule {
                @MainActor @Provides
                           ┬────────
                           ╰─ 🛑 window() is isolated to @MainActor and built by an async function, which Suture does not support yet; register it by hand with AsyncRegister
                static func window(scene: Scene) async -> Window { await Window(scene) }
            }
            """
        }
    }

    @Test func providesOutsideModule_isRejected() {
        assertMacro {
            """
            enum Helpers {
                @Provides
                static func starter() -> Starter { Starter() }
            }
            """
        } diagnostics: {
            """
            enum Helpers {
                @Provides
                ┬────────
                ╰─ 🛑 @Provides function 'starter' must stand in an enum marked @Module, which registers it; move it into a module
                static func starter() -> Starter { Starter() }
            }
            """
        }
    }

    @Test func providesOnProperty_isRejected() {
        assertMacro {
            """
            enum Helpers {
                @Provides
                static var starter: Starter { Starter() }
            }
            """
        } diagnostics: {
            """
            enum Helpers {
                @Provides
                ┬────────
                ╰─ 🛑 @Provides applies to a static function of a module, whose return value it binds; write the binding as 'static func name() -> T'
                static var starter: Starter { Starter() }
            }
            """
        }
    }

    @Test func providesInExtensionOfAModule_isRejected() {
        assertMacro {
            """
            extension BakeryModule {
                @Provides
                static func starter() -> Starter { Starter() }
            }
            """
        } diagnostics: {
            """
            extension BakeryModule {
                @Provides
                ┬────────
                ╰─ 🛑 @Provides function 'starter' stands in an extension, which @Module cannot see; move it into the module's own declaration
                static func starter() -> Starter { Starter() }
            }
            """
        }
    }
}
