/// Describes how a type is built, so a `Container` can build it and the graph compiler can check it.
///
/// It adds `static var registration`, which registers the type under its own type, with the
/// qualifier and scope given, and under each `as:` type with the same instance:
///
/// ```swift
/// @Injectable(as: Oven.self, scope: .singleton)
/// final class StoneOven: Oven {
///     init(thermometer: Thermometer, @Named("rye") starter: Starter, logger: Logger?) { ... }
/// }
///
/// let container = Container { StoneOven.registration; Thermometer.registration }
/// let oven = try container.resolve(Oven.self)
/// ```
///
/// The initializer's parameters are its dependencies: a plain type is resolved by type, `@Named("x")`
/// under a name, `T?` is nil when nothing binds `T`, `Lazy<T>` and `Provider<T>` defer building,
/// `[T]` and `[K: T]` collect every multibinding contribution, a parameter with a default value keeps
/// it when nothing binds its type, and `@Argument` parameters are passed at run time, in order:
/// `try container.resolve(Order.self, arguments: "Ada", 2)`. `@Inject var` properties are set right
/// after the initializer runs. A `throws` initializer makes the resolve throw its error; an `async`
/// one is registered with `AsyncRegister` and reached with `try await container.resolveAsync(T.self)`.
/// A type or initializer marked `@MainActor` is registered `on: MainActor.self` and built only for
/// main-actor callers, `@Argument` parameters included; one marked `nonisolated` is built for anyone. With
/// nothing written, the registration follows the initializer's isolation as the compiler infers it, so the
/// same code works in a module built with default `MainActor` isolation: `registration` passes the
/// initializer (or, with `@Inject var` properties, the generated `makeWithInjectedProperties`) to two local
/// overloads, and the compiler picks the main-actor one exactly when the initializer is isolated to the main
/// actor. The `@Inject var` properties of a `@MainActor` type are set on the main actor, also after a
/// `nonisolated` initializer; `@Inject(named: "x") var` resolves the binding named `"x"`.
///
/// - Parameters:
///   - types: The protocols or superclasses the type is also registered under, with the same instance:
///     `Oven.self`. None by default.
///   - name: A name that qualifies the type's registrations, as `@Named("x")` and `resolve(_:named:)` ask for it;
///     `nil` (the default) for none.
///   - scope: How long an instance lives: `.transient` (the default), `.singleton`, `.weak` (classes only),
///     `.graph` or `.custom("name")`.
///   - eager: `true` to build the instance when the container or component is created instead of on first use;
///     `false` by default. Only with `.singleton` or `.custom("name")`. A component keeps an eager singleton in a
///     stored `let` that is its entry point, when what it is built from is at hand while the component is made.
///
/// ## Restrictions
/// - On a class, struct or actor, and on its own declaration (not an extension), so the macro and the
///   graph compiler see the same initializers.
/// - The initializer is the one marked `@Inject`, else the only one; several without `@Inject` is an
///   error with a fix-it. Without any, a class or actor uses `init()` and a struct its memberwise
///   initializer (the stored properties without a default value, in order; a property with a property
///   wrapper, such as `@Injected`, keeps its default).
/// - The initializer cannot be failable or generic; parameters cannot be variadic, `inout` or `some P`.
/// - `as:`, `named:`, `scope:` and `eager:` take literals (`Oven.self`, `"rye"`, `.singleton`, `true`).
/// - A type with `@Argument` parameters is `.transient` and not eager; `.weak` needs a class; `eager: true` needs
///   `.singleton` or a custom scope.
/// - A `@MainActor` type cannot have an `async` initializer yet (register it by hand with `AsyncRegister`),
///   nor `@Inject var` properties together with a `nonisolated` `async` initializer. In a module built with
///   default `MainActor` isolation, that holds for a type with nothing written too.
@attached(member, names: named(registration), named(makeWithInjectedProperties))
public macro Injectable(
    as types: Any.Type...,
    named name: String? = nil,
    scope: Scope = .transient,
    eager: Bool = false
) = #externalMacro(module: "SutureMacros", type: "InjectableMacro")
