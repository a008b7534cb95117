import MacroTesting
import SutureMacros
import Testing

/// `@Qualified("x")` on a component's entry point adds nothing; `@Component` reads it, and both report misuse.
@Suite(.macros(["Component": ComponentMacro.self, "Qualified": QualifiedMacro.self]))
struct QualifiedMacroTests {
    @Test func onEntryPoints_expandsToTheProtocolAsWritten() {
        assertMacro {
            """
            @Component(modules: [BakeryModule.self])
            protocol Bakery {
                @Qualified("rye") var ryeStarter: Starter { get }
                @Qualified("rye") func starters() -> Provider<Starter>
            }
            """
        } expansion: {
            """
            protocol Bakery {
                var ryeStarter: Starter { get }
                func starters() -> Provider<Starter>
            }
            """
        }
    }

    @Test func withoutAStringLiteral_isRejectedByTheComponent() {
        assertMacro {
            """
            @Component
            protocol Bakery {
                @Qualified(grain) var starter: Starter { get }
            }
            """
        } diagnostics: {
            """
            @Component
            protocol Bakery {
                @Qualified(grain) var starter: Starter { get }
                ┬────────────────
                ╰─ 🛑 @Qualified on entry point 'starter' needs one string literal, such as @Qualified("rye"), so the qualifier is known when the code is built
            }
            """
        }
    }

    @Test func outsideAComponent_isRejected() {
        assertMacro {
            """
            protocol Bakery {
                @Qualified("rye") var starter: Starter { get }
            }
            struct Kitchen {
                @Qualified("rye") var starter: Starter
            }
            """
        } diagnostics: {
            """
            protocol Bakery {
                @Qualified("rye") var starter: Starter { get }
                ┬────────────────
                ╰─ 🛑 @Qualified names the binding a component's entry point returns, so it stands on a property or function of a protocol marked @Component; elsewhere, qualify a parameter with @Named("x")
            }
            struct Kitchen {
                @Qualified("rye") var starter: Starter
                ┬────────────────
                ╰─ 🛑 @Qualified names the binding a component's entry point returns, so it stands on a property or function of a protocol marked @Component; elsewhere, qualify a parameter with @Named("x")
            }
            """
        }
    }
}
