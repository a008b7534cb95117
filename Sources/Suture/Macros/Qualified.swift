/// Names the binding a component's entry point returns, where a protocol requirement cannot carry `@Named`.
///
/// ```swift
/// @Component(modules: [BakeryModule.self])
/// protocol Bakery {
///     @Qualified("rye") var ryeStarter: Starter { get }      // Starter named "rye"
///     @Qualified("rye") func starters() -> Provider<Starter>  // wrappers and multibindings too
/// }
/// ```
///
/// - Parameter name: The name of the binding the entry point returns, as a string literal: `"rye"`.
///
/// ## Restrictions
/// - On a property or function of a protocol marked `@Component`; a parameter takes `@Named("x")` instead.
/// - One string literal.
@attached(peer)
public macro Qualified(_ name: String) = #externalMacro(module: "SutureMacros", type: "QualifiedMacro")
