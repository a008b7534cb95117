import SutureRuntime
import Swinject

extension Swinject.Container {
    /// Registers every binding of a Suture group, so that `resolver.resolve(Baker.self)` gets what Suture builds.
    ///
    /// A Suture container built from the group answers every key, under its name and in the Swinject object scope
    /// that stands for its scope (`SwinjectScopes`): Swinject's `.graph` keeps one instance per Swinject request, as
    /// Suture's `.graph` does per request.
    ///
    /// - Parameters:
    ///   - registrations: The Suture registrations Swinject answers, such as a module's.
    ///   - support: What the Suture container needs besides and Swinject does not answer: a `SwinjectBridge`'s
    ///     `registration` and the modules that take keys from it, so that what Suture builds for Swinject can
    ///     depend on what Swinject builds.
    ///   - scopes: The Swinject object scope of each `.custom` Suture scope.
    /// - Returns: The Suture container that builds the instances: reset a custom scope on both sides with
    ///   `reset(_:of:scopes:)`.
    /// - Throws: `SwinjectBridgeError` for a scope, qualifier or contribution Swinject has no counterpart for (and
    ///   then registers nothing); `ContainerValidationError` when the Suture graph itself is broken.
    @discardableResult
    public func register(
        suture registrations: Registrations,
        alongside support: Registrations = .empty,
        scopes: SwinjectScopes = SwinjectScopes()
    ) throws -> SutureRuntime.Container {
        var problems: [SwinjectBridgeProblem] = []
        var plans: [(registration: Registration, objectScope: ObjectScope)] = []
        for registration in registrations.all {
            let key = registration.key
            if registration.contributesToMultibinding {
                problems.append(.multibindingContribution(key, site: registration.site))
            } else if key.qualifier != nil, key.qualifier?.name == nil {
                problems.append(.qualifierIsNotAName(key, site: registration.site))
            } else {
                do {
                    plans.append((registration, try scopes.objectScope(for: registration.scope)))
                } catch {
                    problems.append(.scopeWithoutObjectScope(registration.scope, key: key))
                }
            }
        }
        guard problems.isEmpty else { throw SwinjectBridgeError(problems: problems) }
        let container = SutureRuntime.Container {
            support
            registrations
        }
        try container.validate()
        for plan in plans {
            let key = plan.registration.key
            registerForwarding(key.type, named: key.qualifier?.name, to: container, in: plan.objectScope)
        }
        return container
    }

    /// Forgets the instances of a Suture scope on both sides: in the Suture container and in the Swinject object
    /// scope that stands for it.
    ///
    /// - Parameters:
    ///   - scope: `.custom(name)` or `.weak`.
    ///   - container: The Suture container that `register(suture:scopes:)` returned.
    ///   - scopes: The mapping given to `register(suture:scopes:)`.
    /// - Throws: `SwinjectBridgeError` for a `.custom` scope that `scopes` does not name (and then resets nothing).
    public func reset(
        _ scope: ResettableScope,
        of container: SutureRuntime.Container,
        scopes: SwinjectScopes = SwinjectScopes()
    ) throws(SwinjectBridgeError) {
        let objectScope = try scopes.objectScope(for: scope.scope)
        container.reset(scope)
        resetObjectScope(objectScope)
    }

    /// Registers a component's entry points, each under its value's type, so that Swinject gets what the component
    /// builds.
    ///
    /// Swinject asks the entry point every time (its object scope is `.transient`): the component keeps its own
    /// scopes, so a singleton stays the component's one instance.
    ///
    /// - Parameters:
    ///   - component: The generated component.
    ///   - entryPoints: Its entry points, as key paths: `\.baker, \.oven`.
    public func register<Component, each Value>(
        entryPointsOf component: Component,
        _ entryPoints: repeat KeyPath<Component, each Value>
    ) {
        for entryPoint in repeat each entryPoints {
            register(entryPoint: entryPoint, of: component)
        }
    }

    /// Registers one entry point of a component under its value's type and a name.
    ///
    /// - Parameters:
    ///   - entryPoint: The entry point, as a key path: `\.ryeStarter`.
    ///   - component: The generated component.
    ///   - name: The Swinject registration's name, or `nil` for the unnamed one.
    public func register<Component, Value>(
        entryPoint: KeyPath<Component, Value>,
        of component: Component,
        name: String? = nil
    ) {
        register(Value.self, name: name) { _ in component[keyPath: entryPoint] }.inObjectScope(.transient)
    }

    /// Registers one entry point of a component that throws, such as one that reaches a `SwinjectBridge` provider,
    /// under its value's type and a name: `register(entryPoint: { try $0.baker }, of: bakery)`.
    ///
    /// A failure answers as an unregistered key does: Swinject's `resolve` returns `nil`, and the entry point is asked
    /// again on the next request. Call the entry point itself to read the error.
    ///
    /// - Parameters:
    ///   - entryPoint: Reads the entry point from the component: `{ try $0.baker }`.
    ///   - component: The generated component.
    ///   - name: The Swinject registration's name, or `nil` for the unnamed one.
    public func register<Component, Value>(
        entryPoint: @escaping (Component) throws -> Value,
        of component: Component,
        name: String? = nil
    ) {
        _register(
            Value.self,
            factory: { (_: any Swinject.Resolver) -> Any in
                do {
                    return try entryPoint(component)
                } catch {
                    return ResolutionFailed(error: error)
                }
            },
            name: name
        )
        .inObjectScope(.transient)
    }

    /// Registers `type` under `name`, built by the Suture container in `objectScope`; the type comes opened from a
    /// key's existential metatype.
    ///
    /// A failure answers as an unregistered key does: `resolve` returns `nil`.
    private func registerForwarding<Service>(
        _ type: Service.Type,
        named name: String?,
        to container: SutureRuntime.Container,
        in objectScope: ObjectScope
    ) {
        _register(
            type,
            factory: { (_: any Swinject.Resolver) -> Any in
                do {
                    return if let name { try container.resolve(type, named: name) } else { try container.resolve(type) }
                } catch {
                    return ResolutionFailed(error: error)
                }
            },
            name: name
        )
        .inObjectScope(objectScope)
    }
}

/// What a forwarding factory or a throwing entry point hands Swinject when Suture cannot build the instance: no service type casts to it, so
/// Swinject's `resolve` returns `nil`, and a scope that stored it builds again on the next request.
private struct ResolutionFailed {
    let error: any Error
}
