/// Adds a `throws` overload of an initializer or a function without its injected parameters, which
/// resolves them from `Container.current` and calls the original.
///
/// ```swift
/// final class UploadService {
///     @InjectedParameters(ignoring: "file")
///     func upload(file: URL, session: NetworkSession) async throws -> Receipt { ... }
/// }
///
/// // Generated:
/// // @_disfavoredOverload
/// // func upload(file: URL) async throws -> Receipt {
/// //     return try await self.upload(
/// //         file: file,
/// //         session: try await SutureRuntime.Container.current.resolveAsync(NetworkSession.self)
/// //     )
/// // }
///
/// try await container.withCurrent {
///     let receipt = try await service.upload(file: report)
/// }
/// ```
///
/// - `strategy: .byType` (the default) resolves each parameter by its type;
///   `strategy: .byName` qualifies it by the parameter's internal name:
///   `resolve(NetworkSession.self, named: "session")`. A parameter marked `@Named("x")` is always
///   resolved under `"x"`.
/// - `ignoring:` lists the internal names of the parameters the caller keeps passing; they keep their
///   default values. `@Argument` parameters are always kept.
/// - The overload is `@_disfavoredOverload`, so a call that passes every argument still reaches the
///   original. A binding that is missing surfaces as a thrown `ResolutionError`, never a crash.
/// - On an initializer, the enclosing type decides the overload's kind: a `convenience init` in a class,
///   a delegating `init` in a struct, an enum or an actor. In an extension, the attached initializer's own
///   `convenience` keyword decides (an initializer in an extension of a class is always `convenience`).
/// - The overload keeps the declaration's access level, `static`/`class`/`mutating`/`nonisolated`,
///   global-actor and other attributes (not `@objc` nor Suture's own), generic parameters and `where`
///   clause, `init?`/`init!`, and `async`. It is always plain `throws`: `rethrows` and typed throws
///   become `throws`, since resolving can fail.
///
/// ## Restrictions
/// - Only on an `init` or a `func` of a type, an extension or the top level: not in a protocol, not on
///   an operator, not on a local function (Swift does not let callers see a local declaration's overloads).
/// - In an extension, an initializer without `convenience` gets a plain delegating `init`: right for an
///   extension of a struct, an enum, an actor or a protocol; an extension of a class needs `convenience`
///   on the initializer anyway, and then the overload is `convenience` too.
/// - A parameter whose type mentions a generic parameter of the declaration (or is `some P`), an `inout`,
///   `isolated` or `@autoclosure` parameter cannot be injected: add it to `ignoring:` (fix-it).
/// - Variadic parameters are rejected: Swift cannot forward values to them; take an array instead. A kept
///   parameter pack (`_ values: repeat each Value`) is forwarded as `repeat each values`.
/// - A generic parameter that only a typed `throws(E)` names is rejected: the overload throws any error, so no
///   call could infer `E`. Throw a concrete type, or keep a parameter whose type mentions `E`.
/// - `ignoring:` and `strategy:` take literals: `ignoring: "file"`, `strategy: .byName`.
/// - At least one parameter must be left to inject, or the overload would repeat the declaration.
/// - `override` and `required` are not copied: annotate a method in the superclass only; the overload
///   calls the override through dynamic dispatch.
/// - The overload of a synchronous declaration resolves with `resolve`, so a binding registered with
///   `AsyncRegister` cannot reach it (a thrown `ResolutionError`); the overload of an `async` one awaits
///   `resolveAsync`, which reaches every binding. Both resolve from the caller's isolation: a binding
///   isolated to a global actor is reached only from an overload isolated to it.
///
/// - Parameters:
///   - strategy: How each injected parameter is resolved: `.byType` (the default) by its type alone, `.byName`
///     qualified by the parameter's internal name.
///   - ignoring: The internal names of the parameters the overload keeps for the caller to pass, as string
///     literals: `"file"`. None by default.
@attached(peer, names: overloaded)
public macro InjectedParameters(strategy: InjectionStrategy = .byType, ignoring: String...) =
    #externalMacro(module: "SutureMacros", type: "InjectedParametersMacro")
