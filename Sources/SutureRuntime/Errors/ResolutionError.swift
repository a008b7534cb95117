/// Why a request could not be served: what was asked for, by whom, along which path, and what is registered nearby.
public struct ResolutionError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// Nothing is registered under the key.
        case missingBinding
        /// The key is registered more than once in one container.
        case duplicateBinding(sites: [RegistrationSite])
        /// The key depends on itself; the path shows the loop.
        case cycle
        /// The runtime arguments given do not match the ones the factory takes (nil: none).
        case argumentMismatch(expected: [any Any.Type]?, given: [any Any.Type]?)
        /// The factory threw.
        case factoryFailed(any Error)
        /// The binding's scope cannot hold what the factory builds, or cannot combine with runtime arguments.
        case unsupportedScope(Scope, reason: String)
        /// Two contributions to a `[K: T]` multibinding use the same key.
        case duplicateMapKey(String, sites: [RegistrationSite])
        /// The binding is isolated to a global actor, and was reached from code that is not
        /// (`requester` is the nonisolated binding that depends on it, when `validate()` found it).
        case isolationMismatch(Isolation, requester: AnyDependencyKey?)
        /// The binding has an async factory, and was reached synchronously
        /// (`requester` is the synchronous binding that depends on it, when `validate()` found it).
        case requiresAsync(requester: AnyDependencyKey?)
        /// A multibinding of `Lazy` or `Provider` values (`element` is the wrapper's value type) was asked for
        /// where a registration contributes the elements of an array, whose number is known only once it is built.
        case elementsCannotBeDeferred(element: any Any.Type, site: RegistrationSite)
        /// A `Lazy`, `Provider` or factory was used after `owner`, the component or container that builds
        /// `binding`, was released; `keptBy` is the shared instance that keeps the wrapper, when it is known.
        case ownerReleased(owner: String, binding: String, keptBy: String?)
    }

    /// A registered key close to the one asked for, and where it was registered.
    public struct NearMiss: Sendable, CustomStringConvertible {
        /// The registered key.
        public let key: AnyDependencyKey
        /// Where it was registered.
        public let site: RegistrationSite?
        /// Why it is close, when the key alone does not say (`a contribution to [Recipe]`).
        public let remark: String?

        /// `Starter named "rye" (registered at Bakery/main.swift:12)`.
        public var description: String {
            var text = remark ?? key.description
            if let site { text += " (registered at \(site))" }
            return text
        }
    }

    /// What went wrong.
    public let kind: Kind
    /// The key that could not be resolved.
    public let key: AnyDependencyKey
    /// The requests from the top-level one to `key`, outermost first; the last element is `key`.
    public let path: [AnyDependencyKey]
    /// Where the failing binding was registered, when it exists.
    public let site: RegistrationSite?
    /// Registered keys close to `key`.
    public let nearMisses: [NearMiss]

    init(
        kind: Kind,
        key: AnyDependencyKey,
        path: [AnyDependencyKey],
        site: RegistrationSite? = nil,
        nearMisses: [NearMiss] = []
    ) {
        self.kind = kind
        self.key = key
        self.path = path.isEmpty ? [key] : path
        self.site = site
        self.nearMisses = nearMisses
    }

    /// The key whose factory asked for `key`, when it was not the top-level request.
    public var requestedBy: AnyDependencyKey? {
        path.count > 1 ? path[path.count - 2] : nil
    }

    /// The first line: what went wrong.
    public var summary: String {
        switch kind {
        case .missingBinding:
            return "no binding for \(key)"
        case .duplicateBinding(let sites):
            return "\(key) is registered \(sites.count) times in one container"
        case .cycle:
            return "dependency cycle: " + path.map(\.description).joined(separator: " → ")
        case .argumentMismatch(let expected, let given):
            let takes =
                expected.map { "takes runtime arguments \(_RuntimeArguments.describe($0))" }
                ?? "takes no runtime arguments"
            let got =
                given.map { "was resolved with \(_RuntimeArguments.describe($0))" }
                ?? "was resolved without arguments"
            return "\(key) \(takes) but \(got)"
        case .factoryFailed(let error):
            return "the factory of \(key) threw: \(error)"
        case .unsupportedScope(let scope, let reason):
            return "\(key) cannot use scope \(scope): \(reason)"
        case .duplicateMapKey(let mapKey, let sites):
            return "\(sites.count) contributions to \(key) use the map key \(mapKey)"
        case .isolationMismatch(let isolation, let requester?):
            return "\(key) is isolated to \(isolation), but nonisolated \(requester) depends on it"
        case .isolationMismatch(let isolation, nil):
            return "\(key) is isolated to \(isolation), but was resolved synchronously off \(isolation)"
        case .requiresAsync(let requester?):
            return "\(key) is built by an async factory, but synchronous \(requester) depends on it"
        case .requiresAsync(nil):
            return "\(key) is built by an async factory, but was resolved synchronously"
        case .elementsCannotBeDeferred(_, let site):
            return "\(key) cannot wrap the elements that the registration at \(site) contributes: how many there "
                + "are is known only once the array is built"
        case .ownerReleased(let owner, let binding, let keptBy?):
            return "\(binding) cannot be built: \(owner), which builds it, was released, and \(keptBy) still uses "
                + "a Lazy, Provider or factory of it"
        case .ownerReleased(let owner, let binding, nil):
            return "\(binding) cannot be built: \(owner), which builds it, was released"
        }
    }

    /// What to change.
    public var fix: String {
        switch kind {
        case .missingBinding:
            let example: String
            switch key.qualifier?.storage {
            case nil: example = "Register(\(key.typeName).self) { r in ... }"
            case .name(let name): example = "Register(\(key.typeName).self, named: \"\(name)\") { r in ... }"
            case .value(let value): example = "Register(\(key.typeName).self) { r in ... }.qualified(by: \(value))"
            }
            return "register it, e.g. \(example), or ask for \(key.typeName)? where it may be absent"
        case .duplicateBinding:
            return "keep one of them; to replace a binding, register the new one in container.overriding { ... }"
        case .cycle:
            return "break the cycle: let one of its members take Lazy<\(key.typeName)> or Provider<\(key.typeName)>"
        case .argumentMismatch(let expected, _):
            guard let expected else { return "resolve \(key.description) without arguments" }
            let name = key.qualifier?.name.map { ", named: \"\($0)\"" } ?? ""
            return "resolve it with resolve(\(key.typeName).self\(name), arguments: ...) passing "
                + "\(_RuntimeArguments.describe(expected)), in that order"
        case .factoryFailed:
            return "fix the factory, or handle the error where \(key.typeName) is resolved"
        case .unsupportedScope(let scope, _):
            if case .weak = scope { return "use .weak only for classes; pick another scope for \(key.typeName)" }
            return "make the binding .transient, or pass the values as bound dependencies instead of arguments"
        case .duplicateMapKey:
            return "give each contribution its own map key"
        case .isolationMismatch(let isolation, let requester?):
            return "register \(requester.typeName) on \(isolation) too, or let it take "
                + "Provider<\(key.typeName)> and call get() on \(isolation)"
        case .isolationMismatch(let isolation, nil):
            return "resolve it from \(isolation) code, e.g. "
                + "await \(isolation).run { try container.resolve(\(key.typeName).self) }"
        case .requiresAsync(let requester?):
            return "register \(requester.typeName) with AsyncRegister and resolve \(key.typeName) there "
                + "with try await r.resolveAsync(\(key.typeName).self)"
        case .requiresAsync(nil):
            return "resolve it with try await resolveAsync(\(key.typeName).self)"
        case .elementsCannotBeDeferred(let element, _):
            return "ask for [\(TypeName.describe(element))], whose elements are built when it is, or contribute each "
                + "element with into: .set"
        case .ownerReleased(let owner, let binding, _):
            return "keep \(owner) while its instances may still build \(binding), or build it before \(owner) is "
                + "released: a Lazy, Provider or factory that a shared instance keeps holds its owner weakly, so that "
                + "releasing the owner releases everything it built"
        }
    }

    /// The whole message: the summary, who asked, the path, the near misses and the fix.
    public var description: String {
        var lines = [summary]
        if let site, !isDuplicate { lines.append("  registered at: \(site)") }
        if case .duplicateBinding(let sites) = kind {
            lines.append("  registered at: " + sites.map(\.description).joined(separator: ", "))
        }
        if case .duplicateMapKey(_, let sites) = kind {
            lines.append("  registered at: " + sites.map(\.description).joined(separator: ", "))
        }
        if let requestedBy, !isCycle {
            lines.append("  requested by: \(requestedBy)")
            lines.append("  path: " + path.map(\.description).joined(separator: " → "))
        }
        for nearMiss in nearMisses {
            lines.append("  did you mean: \(nearMiss)?")
        }
        lines.append("  fix: \(fix)")
        return lines.joined(separator: "\n")
    }

    private var isCycle: Bool {
        if case .cycle = kind { return true }
        return false
    }

    private var isDuplicate: Bool {
        switch kind {
        case .duplicateBinding, .duplicateMapKey: true
        case .missingBinding, .cycle, .argumentMismatch, .factoryFailed, .unsupportedScope, .isolationMismatch,
            .requiresAsync, .elementsCannotBeDeferred, .ownerReleased:
            false
        }
    }

    /// The same failure as seen by a later request that reached the key along `path`.
    func reached(along path: [AnyDependencyKey]) -> ResolutionError {
        ResolutionError(kind: kind, key: key, path: path, site: site, nearMisses: nearMisses)
    }
}
