/// The order in which services depend on each other, read from what each one holds.
///
/// A service depends on another when it holds that instance — in a stored property, or in a property of
/// something it holds, a few levels down — as an initializer-injected dependency is held. Only classes and
/// actors have an identity to find, so a struct service is never found as a dependency (it may have them).
/// The order is stable: services that do not depend on each other keep the order they were given in, and
/// services that hold each other (a cycle) keep it too.
enum ServiceDependencies {
    /// How many levels of properties are searched for a dependency.
    static let searchDepth = 4

    /// `services` with every one after the services it holds.
    static func dependencyOrder<Element>(_ services: [Element], instance: (Element) -> Any) -> [Element] {
        let identities = services.map { identity(of: instance($0)) }
        var indexOfIdentity: [ObjectIdentifier: Int] = [:]
        for (index, identity) in identities.enumerated() {
            if let identity, indexOfIdentity[identity] == nil { indexOfIdentity[identity] = index }
        }
        let dependencies: [Set<Int>] = services.enumerated().map { index, service in
            var found: Set<ObjectIdentifier> = []
            var visited: Set<ObjectIdentifier> = identities[index].map { [$0] } ?? []
            collectReferences(in: instance(service), depth: searchDepth, into: &found, visited: &visited)
            return Set(found.compactMap { indexOfIdentity[$0] }.filter { $0 != index })
        }
        var placed = [Bool](repeating: false, count: services.count)
        var order: [Int] = []
        order.reserveCapacity(services.count)
        while order.count < services.count {
            let ready = services.indices.first { index in
                !placed[index] && dependencies[index].allSatisfy { placed[$0] }
            }
            // In a cycle nothing is ready: the first remaining service goes next.
            guard let next = ready ?? services.indices.first(where: { !placed[$0] }) else { break }
            placed[next] = true
            order.append(next)
        }
        return order.map { services[$0] }
    }

    /// The identity of a class or actor instance; nil for a value.
    private static func identity(of value: Any) -> ObjectIdentifier? {
        guard type(of: value) is AnyObject.Type else { return nil }
        return ObjectIdentifier(value as AnyObject)
    }

    /// Records every class instance reachable from `value`'s properties, `depth` levels down.
    private static func collectReferences(
        in value: Any,
        depth: Int,
        into found: inout Set<ObjectIdentifier>,
        visited: inout Set<ObjectIdentifier>
    ) {
        guard depth > 0 else { return }
        var mirror: Mirror? = Mirror(reflecting: value)
        while let current = mirror {
            for child in current.children {
                let childValue = unwrapOptional(child.value)
                if let identity = identity(of: childValue) {
                    found.insert(identity)
                    guard visited.insert(identity).inserted else { continue }
                }
                collectReferences(in: childValue, depth: depth - 1, into: &found, visited: &visited)
            }
            mirror = current.superclassMirror
        }
    }

    /// The value inside an `Optional`, or the value itself.
    private static func unwrapOptional(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value ?? value
    }
}
