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
/// }
/// ```
///
/// ## Restrictions
/// - On an initializer (one per type) or an instance stored `var` with an explicit type.
/// - The property is optional (`T?`, `T!`) or has a default value, so it has a value while nothing is injected.
/// - Not on an actor's property: its stored properties cannot be set from outside; use the initializer.
@attached(peer)
public macro Inject() = #externalMacro(module: "SutureMacros", type: "InjectMacro")
