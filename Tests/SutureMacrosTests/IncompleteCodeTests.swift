import MacroTesting
import SutureMacros
import Testing

/// Declarations cut off mid-typing, as an editor expands macros: the macros never crash on them.
@Suite(
    .macros([
        "Injectable": InjectableMacro.self,
        "Inject": InjectMacro.self,
        "Module": ModuleMacro.self,
        "Provides": ProvidesMacro.self,
        "Component": ComponentMacro.self,
    ])
)
struct IncompleteCodeTests {
    @Test func injectable_withTruncatedInitializer() {
        assertMacro {
            """
            @Injectable
            final class Baker {
                init(oven:
            }
            """
        } diagnostics: {
            """
            @Injectable
            final class Baker {
                init(oven:
                          ├─ 🛑 expected type in parameter
                          │  ✏️ insert type
                          ╰─ 🛑 expected ')' to end parameter clause
                             ✏️ insert ')'
            }
            """
        } fixes: {
            """
            @Injectable
            final class Baker {
                init(oven:
            }
            """
        }
    }

    @Test func injectable_withEmptyAlias() {
        assertMacro {
            """
            @Injectable(as: , scope: .custom())
            struct Baker {}
            """
        } diagnostics: {
            """
            @Injectable(as: , scope: .custom())
                                     ┬────────
                            │        ╰─ 🛑 @Injectable(scope:) needs the scope written out: .transient, .singleton, .weak, .graph or .custom("name") with a string literal
                            ├─ 🛑 expected value in attribute
                            │  ✏️ insert value
                            ╰─ 🛑 as: needs types written as 'P.self', such as as: Oven.self, so the keys are known when the code is built
            struct Baker {}
            """
        }
    }

    @Test func injectable_withMissingName() {
        assertMacro {
            """
            @Injectable
            struct {
                @Inject var
            }
            """
        } diagnostics: {
            """
            @Injectable
            struct {
                   ╰─ 🛑 expected identifier in struct
                      ✏️ insert identifier
                @Inject var
                           ├─ 🛑 expected pattern in variable
                           │  ✏️ insert pattern
                           ╰─ 🛑 @Inject needs one property per declaration, named by a plain identifier; declare each injected property with its own '@Inject var'
            }
            """
        }
    }

    @Test func module_withTruncatedProvider() {
        assertMacro {
            """
            @Module(includes: [Other.self,
            enum BakeryModule {
                @Provides(named: )
                static func starter(
            }
            """
        } diagnostics: {
            """
            @Module(includes: [Other.self,
                                          ├─ 🛑 expected ']' to end array
                                          │  ✏️ insert ']'
                                          ╰─ 🛑 expected ')' to end attribute
                                             ✏️ insert ')'
            enum BakeryModule {
                @Provides(named: )
                                 ├─ 🛑 expected value in attribute
                                 │  ✏️ insert value
                                 ╰─ 🛑 @Provides(named:) needs a string literal, such as named: "rye", so the qualifier is known when the code is built
                static func starter(
                                   │╰─ 🛑 expected ')' to end parameter clause
                                   │   ✏️ insert ')'
                                   ┬
                                   ╰─ 🛑 @Provides function 'starter' returns nothing; its return type is the key it binds, so add one, as in '-> Starter'
            }
            """
        }
    }

    @Test func component_withTruncatedMembers() {
        assertMacro {
            """
            @Component(modules: [)
            protocol Bakery {
                var baker
                func order(customer:) ->
                init(
            }
            """
        } diagnostics: {
            """
            @Component(modules: [)
                                 ╰─ 🛑 expected ']' to end array
                                    ✏️ insert ']'
            protocol Bakery {
                var baker
                    ┬────
                    ╰─ 🛑 a component's property entry point is one name with its type, as in 'var baker: Baker { get }'
                func order(customer:) ->
                                    │   ╰─ 🛑 expected return type in function signature
                                    │      ✏️ insert return type
                                    ╰─ 🛑 expected type in parameter
                                       ✏️ insert type
                init(
                     ╰─ 🛑 expected ')' to end parameter clause
                        ✏️ insert ')'
            }
            """
        }
    }
}
