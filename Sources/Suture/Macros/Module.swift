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
/// A module can install itself in components, so that none has to list it: each component that is, or refines, a
/// type in `installIn:` gets its bindings. A feature package that cannot see the app's component names a protocol of
/// a package both share, which the component refines:
///
/// ```swift
/// // In a package every feature depends on:
/// public protocol AppScope {}
///
/// // In a feature package:
/// @Module(installIn: [AppScope.self])
/// public enum FeedModule {
///     @Provides public static func feed(client: HTTPClient) -> Feed { Feed(client: client) }
/// }
///
/// // In the app:
/// @Component protocol App: AppScope { var feed: Feed { get } }
/// ```
///
/// A component that must not have an installed module (a test's component, say) lists it in `omitting:`, and lists
/// the module that replaces it in `modules:`.
///
/// - Parameters:
///   - modules: The modules this one includes, written `NetworkModule.self`: their registrations come first in
///     `registrations`. None by default.
///   - components: The components this module installs itself in, written `AppComponent.self`, or protocols that
///     components refine; none by default, so only the components that list it in `modules:` have it.
///
/// ## Restrictions
/// - On an enum (a module is never instantiated).
/// - `includes:` and `installIn:` take arrays of types written as `M.self`.
/// - A provider with nothing written about its isolation is registered as the compiler sees the function:
///   on the main actor in a module built with default `MainActor` isolation, for anyone otherwise. There, a
///   provider with `@Argument` parameters or `into:` needs `nonisolated` written on it or on the enum.
@attached(member, names: named(registrations))
public macro Module(includes modules: [Any.Type] = [], installIn components: [Any.Type] = []) =
    #externalMacro(module: "SutureMacros", type: "ModuleMacro")
