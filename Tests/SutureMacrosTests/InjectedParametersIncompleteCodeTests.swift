import MacroTesting
import SutureMacros
import Testing

/// Code still being typed: the parser reports it, the macro adds nothing and never crashes.
@Suite(.macros(["InjectedParameters": InjectedParametersMacro.self]))
struct InjectedParametersIncompleteCodeTests {
    @Test func unclosedParameterList_expandsToNothing() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters
                init(oven: Oven
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters
                init(oven: Oven
                               ╰─ 🛑 expected ')' to end parameter clause
                                  ✏️ insert ')'
            }
            """
        } fixes: {
            """
            struct Bakery {
                @InjectedParameters
                init(oven: Oven
            }
            """
        }
    }

    @Test func parameterWithoutAType_expandsToNothing() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters
                func bake(oven: ) {}
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters
                func bake(oven: ) {}
                                ╰─ 🛑 expected type in parameter
                                   ✏️ insert type
            }
            """
        } fixes: {
            """
            struct Bakery {
                @InjectedParameters
                func bake(oven: ) {}
            }
            """
        }
    }

    @Test func functionWithoutAName_expandsToNothing() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters
                func
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters
                func
                    ╰─ 🛑 expected identifier and function signature in function
                       ✏️ insert identifier and function signature
            }
            """
        } fixes: {
            """
            struct Bakery {
                @InjectedParameters
                func
            }
            """
        }
    }

    @Test func unfinishedIgnoringList_expandsToNothing() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters(ignoring: "name",
                func bake(name: String, oven: Oven) {}
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters(ignoring: "name",
                                                     ├─ 🛑 expected value in attribute
                                                     │  ✏️ insert value
                                                     ╰─ 🛑 expected ')' to end attribute
                                                        ✏️ insert ')'
                func bake(name: String, oven: Oven) {}
            }
            """
        } fixes: {
            """
            struct Bakery {
                @InjectedParameters(ignoring: "name",
                func bake(name: String, oven: Oven) {}
            }
            """
        }
    }

    @Test func attributeWithoutADeclaration_expandsToNothing() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters
                ───────────────────┬
                                   ╰─ 🛑 expected declaration after attribute
                                      ✏️ insert declaration
            }
            """
        } fixes: {
            """
            struct Bakery {
                @InjectedParameters
            }
            """
        }
    }

    @Test func functionWithoutABody_stillExpands() {
        assertMacro {
            """
            @InjectedParameters
            func bake(oven: Oven)
            """
        } expansion: {
            """
            func bake(oven: Oven)

            @_disfavoredOverload
            func bake() throws {
                try bake(
                    oven: SutureRuntime.Container.current.resolve(Oven.self)
                )
            }
            """
        }
    }

    @Test func unfinishedBody_stillExpands() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters
                func bake(oven: Oven) {
                    oven.
                }
            }
            """
        } diagnostics: {
            """
            struct Bakery {
                @InjectedParameters
                func bake(oven: Oven) {
                    oven.
                         ╰─ 🛑 expected name in member access
                            ✏️ insert name
                }
            }
            """
        } fixes: {
            """
            struct Bakery {
                @InjectedParameters
                func bake(oven: Oven) {
                    oven.
                }
            }
            """
        }
    }
}
