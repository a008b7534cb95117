import SutureRuntime
import Swinject

/// The keys a Suture graph takes from a Swinject resolver, declared once and checked once, at start-up.
///
/// Declare each key as a throwing `@Provides` function of a module that takes the bridge and returns what Swinject
/// resolves:
///
/// ```swift
/// @Module
/// enum FromSwinject {
///     @Provides
///     static func oven(swinject: SwinjectBridge) throws -> any Oven {
///         try swinject.resolve((any Oven).self)
///     }
/// }
/// ```
///
/// The graph compiler then sees the key like any other binding, and `SwinjectBridge(resolver, taking:
/// FromSwinject.registrations)` checks that Swinject resolves every one, or throws a `SwinjectBridgeError` that names
/// each key it lacks. A component binds the bridge as an instance (`init(swinject: SwinjectBridge)`), and an entry point
/// that reaches a provider throws (`var baker: Baker { get throws }`); a container lists `bridge.registration`.
///
/// ## Restrictions
/// - Each provider takes the key it provides: the type it returns, under its `named:` name.
/// - Swinject resolves from one thread at a time: give the bridge `container.synchronize()` when the graph is used
///   from several.
/// - Swinject keeps the scope of what it resolves to itself: give the provider the Suture scope that
///   `SwinjectScopes` maps Swinject's to (`.graph` for Swinject's default), or none, to let Swinject's decide.
public final class SwinjectBridge: @unchecked Sendable {
    // Unchecked: the resolver is only read, and Swinject's synchronized resolver guards its own state.
    private let resolver: any Swinject.Resolver
    /// The keys checked at start-up, which `resolve(_:named:)` serves.
    public let declaredKeys: Set<AnyDependencyKey>

    /// Makes the bridge, after checking that `resolver` resolves every key the registrations take from it.
    ///
    /// Checking resolves each key once, so Swinject builds its `.container` instances now rather than at first use.
    ///
    /// - Parameters:
    ///   - resolver: The Swinject container or assembler's resolver; `container.synchronize()` when the graph is
    ///     used from several threads.
    ///   - registrations: The registrations of the modules whose providers take keys from Swinject, such as
    ///     `FromSwinject.registrations`.
    ///   - scopes: How the providers' Suture scopes stand for Swinject object scopes; a `.custom` scope needs one.
    /// - Throws: `SwinjectBridgeError`, naming every key Swinject does not resolve and every scope or qualifier that
    ///   cannot be mapped.
    public init(
        _ resolver: any Swinject.Resolver,
        taking registrations: Registrations,
        scopes: SwinjectScopes = SwinjectScopes()
    ) throws(SwinjectBridgeError) {
        self.resolver = resolver
        var problems: [SwinjectBridgeProblem] = []
        var keys: Set<AnyDependencyKey> = []
        for registration in registrations.all {
            let key = registration.key
            if registration.contributesToMultibinding {
                problems.append(.multibindingContribution(key, site: registration.site))
                continue
            }
            if key.qualifier != nil, key.qualifier?.name == nil {
                problems.append(.qualifierIsNotAName(key, site: registration.site))
                continue
            }
            do {
                _ = try scopes.objectScope(for: registration.scope)
            } catch {
                problems.append(.scopeWithoutObjectScope(registration.scope, key: key))
                continue
            }
            if !Self.resolves(key.type, named: key.qualifier?.name, from: resolver) {
                problems.append(.notResolvedBySwinject(key, site: registration.site))
                continue
            }
            keys.insert(key)
        }
        guard problems.isEmpty else { throw SwinjectBridgeError(problems: problems) }
        declaredKeys = keys
    }

    /// What Swinject resolves for a declared key, for a throwing `@Provides` function, or an error that says why there is
    /// none.
    ///
    /// The start-up check cannot see two mistakes, which throw here: a key that no checked module declares (a provider
    /// that takes another key than the one it returns, or a module left out of `taking:`), and a key Swinject resolved
    /// at start-up and no longer does. A component's entry point passes the error on; a container reports it as the
    /// provider's failure.
    ///
    /// - Parameters:
    ///   - type: The type to resolve, as Swinject registered it: `(any Oven).self`.
    ///   - name: The Swinject registration's name, or `nil` for the unnamed one.
    /// - Returns: What Swinject resolves.
    /// - Throws: `SwinjectBridgeError` when the key was not declared, or Swinject no longer resolves it.
    public func resolve<Service>(_ type: Service.Type, named name: String? = nil) throws(SwinjectBridgeError)
        -> Service
    {
        let key = name.map { AnyDependencyKey(type, named: $0) } ?? AnyDependencyKey(type)
        guard declaredKeys.contains(key) else { throw SwinjectBridgeError(problems: [.notDeclared(key)]) }
        guard let service = resolver.resolve(type, name: name) else {
            throw SwinjectBridgeError(problems: [.noLongerResolvedBySwinject(key)])
        }
        return service
    }

    /// The bridge as a container's registration, so that the modules that take keys from Swinject can be listed
    /// beside it: `Container { bridge.registration; FromSwinject.registrations }`.
    public var registration: Register<SwinjectBridge> {
        let bridge = self
        return Register(SwinjectBridge.self) { _ in bridge }
    }

    /// Whether Swinject resolves `type` under `name`; the type comes opened from a key's existential metatype.
    private static func resolves<Service>(
        _ type: Service.Type, named name: String?, from resolver: any Swinject.Resolver
    )
        -> Bool
    {
        resolver.resolve(type, name: name) != nil
    }
}
