/// Marks a module's static function as a binding: its return type is the key, its parameters its dependencies.
///
/// ```swift
/// @Module
/// enum BakeryModule {
///     @Provides                                   // a type you don't own
///     static func decoder() -> JSONDecoder { JSONDecoder() }
///
///     @Provides(named: "rye", scope: .singleton)  // a qualified variant, one per container
///     static func ryeStarter(mill: Mill) -> Starter { mill.starter(.rye) }
///
///     @Provides(into: .map(key: "croissant"))     // one entry of [String: Recipe]
///     static func croissant() -> Recipe { .croissant }
/// }
/// ```
///
/// Parameters are read like an `@Injectable` initializer's (`@Named`, `T?`, `Lazy<T>`, `[T]`,
/// `@Argument`). A `throws` function makes the resolve throw; an `async` one is registered with
/// `AsyncRegister` and reached with `resolveAsync`. A function (or module) marked `@MainActor` is
/// registered `on: MainActor.self`, contributions and `@Argument` parameters included; with nothing
/// written, the registration follows the function's isolation as the compiler infers it (as for
/// `@Injectable`), so it works in a module built with default `MainActor` isolation too.
///
/// - Parameters:
///   - name: A name that qualifies the binding, as `@Named("x")` and `resolve(_:named:)` ask for it; `nil` (the
///     default) for none.
///   - scope: How long an instance lives: `.transient` (the default), `.singleton`, `.graph` or
///     `.custom("name")`.
///
/// ## Restrictions
/// - On a `static func` with a return type (not `some P`), inside an enum marked `@Module`.
/// - `named:`, `scope:` and `into:` take literals; a contribution (`into:`) takes no `@Argument`
///   parameters and is not `async`.
/// - A `@MainActor` function cannot be `async` yet (register it by hand with `AsyncRegister`).
@attached(peer)
public macro Provides(named name: String? = nil, scope: Scope = .transient) =
    #externalMacro(module: "SutureMacros", type: "ProvidesMacro")

/// Marks a module's static function as one contribution to a multibinding: `[T]` (`.set`) or `[K: T]` (`.map(key:)`).
///
/// - Parameters:
///   - name: A name that qualifies the multibinding, as `@Named("x")` asks for `[T]` or `[K: T]`; `nil` (the
///     default) for none.
///   - scope: How long the contributed instance lives: `.transient` (the default), `.singleton`, `.graph` or
///     `.custom("name")`.
///   - multibinding: `.set` to add the return value to `[T]`, or `.map(key:)` to add it to `[K: T]` under that
///     key.
@attached(peer)
public macro Provides(named name: String? = nil, scope: Scope = .transient, into multibinding: Multibinding) =
    #externalMacro(module: "SutureMacros", type: "ProvidesMacro")

/// Marks a module's static function returning `[T]` as a contribution of every element of the array to `[T]`.
///
/// ```swift
/// @Provides(into: .elements)
/// static func seasonal() -> [Recipe] { [.stollen, .panettone] }   // both join [Recipe]
/// ```
///
/// The array is built when the set is, so a set of `Lazy` or `Provider` values cannot take its elements.
///
/// - Parameters:
///   - name: A name that qualifies the multibinding, as `@Named("x")` asks for `[T]`; `nil` (the default) for
///     none.
///   - scope: How long the returned array lives: `.transient` (the default), `.singleton`, `.graph` or
///     `.custom("name")`.
///   - contribution: `.elements`.
@attached(peer)
public macro Provides(named name: String? = nil, scope: Scope = .transient, into contribution: ElementsContribution) =
    #externalMacro(module: "SutureMacros", type: "ProvidesMacro")
