/// Marks the initializer an `@Injectable` type is built with, or a stored `var` set right after it.
///
/// ```swift
/// @Injectable
/// final class Baker {
///     @Inject init(oven: Oven) { ... }    // chosen among several initializers
///     init() { ... }
///
///     @Inject var ledger: Ledger?          // nil when nothing binds Ledger
///     @Inject var clock: Clock = .system   // keeps .system when nothing binds Clock
///     @Inject(named: "audit") var audit: Ledger?   // Ledger named "audit", nil when unbound
/// }
/// ```
///
/// ## Restrictions
/// - On an initializer (one per type, without arguments) or an instance stored `var` with an explicit type.
/// - The property is optional (`T?`, `T!`) or has a default value, so it has a value while nothing is injected.
/// - Not on an actor's property: its stored properties cannot be set from outside; use the initializer.
@attached(peer)
public macro Inject() = #externalMacro(module: "SutureMacros", type: "InjectMacro")

/// Marks a stored `var` of an `@Injectable` type set right after init from the binding qualified by `name`.
///
/// ```swift
/// @Inject(named: "audit") var audit: Ledger?   // resolves Ledger named "audit"; nil when unbound
/// ```
///
/// - Parameter name: The name the binding was registered under, as a string literal: `"audit"`.
///
/// ## Restrictions
/// - As for `@Inject`, and only on a property: an initializer's parameters take `@Named("x")`.
/// - `named:` takes a string literal.
@attached(peer)
public macro Inject(named name: String) = #externalMacro(module: "SutureMacros", type: "InjectMacro")
