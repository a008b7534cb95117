/// Groups `@Provides` functions, the bindings a type cannot declare about itself, into `static var registrations`.
///
/// ```swift
/// @Module(includes: [NetworkModule.self])
/// enum BakeryModule {
///     @Provides(named: "rye", scope: .singleton)
///     static func ryeStarter() -> Starter { Starter(grain: .rye) }
///
///     @Provides(into: .set)
///     static func sourdough() -> Recipe { .sourdough }
/// }
///
/// let container = Container { BakeryModule.registrations }
/// ```
///
/// `registrations` holds the included modules' registrations first, then each provider's in declaration
/// order; a container that lists an included module again registers its keys twice (a duplicate).
///
/// - Parameter modules: The modules this one includes, written `NetworkModule.self`: their registrations come first
///   in `registrations`. None by default.
///
/// ## Restrictions
/// - On an enum (a module is never instantiated).
/// - `includes:` takes an array of module types written as `M.self`.
/// - A provider with nothing written about its isolation is registered as the compiler sees the function:
///   on the main actor in a module built with default `MainActor` isolation, for anyone otherwise. There, a
///   provider with `@Argument` parameters or `into:` needs `nonisolated` written on it or on the enum.
@attached(member, names: named(registrations))
public macro Module(includes modules: [Any.Type] = []) = #externalMacro(module: "SutureMacros", type: "ModuleMacro")
