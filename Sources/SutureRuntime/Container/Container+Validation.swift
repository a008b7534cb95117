extension Container {
    /// Checks every registration's declared dependencies without building anything, and throws every problem at once.
    ///
    /// Reports keys registered twice, map keys contributed twice, registrations that cannot work (runtime
    /// arguments on a shared scope), eager singletons whose factory failed, missing bindings, dependencies on
    /// bindings that need runtime arguments, and cycles not broken by `Lazy` or `Provider`, each with its path.
    /// Hand-written registrations are checked as far as they declare `.dependencies(...)`.
    ///
    /// - Throws: `ContainerValidationError` when there is at least one problem; its `problems` lists every one, each
    ///   a `ResolutionError` with its path.
    public func validate() throws {
        let problems = validationProblems()
        if !problems.isEmpty {
            throw ContainerValidationError(problems: problems)
        }
    }

    /// The problems `validate()` would throw, in a stable order; empty when there are none.
    ///
    /// - Returns: Every problem found, in the order of `ContainerValidationError.problems`: duplicates, registration
    ///   mistakes, eager failures, missing bindings, cycles.
    public func validationProblems() -> [ResolutionError] {
        BindingGraph(container: structuralView, eagerFailures: eagerFailuresInChain()).problems()
    }

    /// The failures of the eager singletons this container and its parents built, the outermost container's first.
    private func eagerFailuresInChain() -> [ResolutionError] {
        (parent?.eagerFailuresInChain() ?? []) + eagerFailures
    }
}

/// The declared dependency graph of a container and its parents, as `validate()` walks it.
private struct BindingGraph {
    struct Node {
        let entry: Entry
        let owner: Container
    }

    let container: Container
    /// The failures of eager singletons, which only the containers that built them know (not a structural view).
    let eagerFailures: [ResolutionError]
    var nodes: [Node] = []
    var indexByEntry: [ObjectIdentifier: Int] = [:]
    /// Edges that take part in cycles: required and bound optional dependencies, and multibinding contributions.
    var edges: [[Int]] = []

    init(container: Container, eagerFailures: [ResolutionError]) {
        self.container = container
        self.eagerFailures = eagerFailures
        var chain: [Container] = []
        var current: Container? = container
        while let next = current {
            chain.insert(next, at: 0)
            current = next.parent
        }
        for owner in chain {
            for entry in owner.orderedEntries {
                indexByEntry[ObjectIdentifier(entry)] = nodes.count
                nodes.append(Node(entry: entry, owner: owner))
            }
        }
        edges = nodes.map { node in
            node.entry.dependencies.flatMap { dependency in targets(of: dependency, from: node.owner) }
        }
    }

    /// The nodes a dependency reaches when it is resolved from `owner`, for cycle detection.
    private func targets(of dependency: Dependency, from owner: Container) -> [Int] {
        switch dependency.kind {
        case .deferred, .factory:
            return []
        case .required, .optional:
            guard let (entry, _) = owner.entryAndOwner(for: dependency.key.type, qualifier: dependency.key.qualifier)
            else { return [] }
            return indexByEntry[ObjectIdentifier(entry)].map { [$0] } ?? []
        case .multibinding:
            return owner.contributionsWithOwners(for: dependency.key).compactMap { contribution, _ in
                indexByEntry[ObjectIdentifier(contribution.entry)]
            }
        }
    }

    func problems() -> [ResolutionError] {
        let paths = shortestPaths()
        var problems: [ResolutionError] = []
        var reportedDuplicates = Set<AnyDependencyKey>()
        for node in nodes {
            if let sites = node.owner.duplicates[node.entry.key], reportedDuplicates.insert(node.entry.key).inserted {
                problems.append(
                    ResolutionError(kind: .duplicateBinding(sites: sites), key: node.entry.key, path: [node.entry.key])
                )
            }
        }
        problems += duplicateMapKeys()
        for (index, node) in nodes.enumerated() {
            if let problem = node.entry.configurationProblem {
                problems.append(
                    ResolutionError(kind: problem, key: node.entry.key, path: paths[index], site: node.entry.site)
                )
            }
        }
        problems += eagerFailures
        for (index, node) in nodes.enumerated() {
            for dependency in node.entry.dependencies {
                if let problem = problem(with: dependency, of: node, path: paths[index]) {
                    problems.append(problem)
                }
            }
        }
        problems += cycles()
        return problems
    }

    /// Map multibindings with two or more contributions under one key, each reported once with every site, as
    /// resolving the map would report them.
    private func duplicateMapKeys() -> [ResolutionError] {
        var problems: [ResolutionError] = []
        var checked = Set<AnyDependencyKey>()
        for node in nodes {
            let contribution = node.owner.contributions[node.entry.key]?.first { $0.entry === node.entry }
            guard case .map? = contribution?.multibinding.kind, checked.insert(node.entry.key).inserted else {
                continue
            }
            var sites: [QualifierValue: [RegistrationSite]] = [:]
            var order: [(QualifierValue, any Any.Type)] = []
            for (contribution, _) in container.contributionsWithOwners(for: node.entry.key) {
                guard case .map(let mapKey, let keyType) = contribution.multibinding.kind else { continue }
                if sites[mapKey] == nil { order.append((mapKey, keyType)) }
                sites[mapKey, default: []].append(contribution.entry.site)
            }
            for (mapKey, keyType) in order {
                guard let keySites = sites[mapKey], keySites.count > 1 else { continue }
                let mapType = Self.dictionaryType(keyType: keyType, valueType: node.entry.key.type)
                let key = AnyDependencyKey(mapType, qualifier: node.entry.key.qualifier)
                problems.append(
                    ResolutionError(kind: .duplicateMapKey(mapKey.description, sites: keySites), key: key, path: [key])
                )
            }
        }
        return problems
    }

    /// `[Key: Value]` for a key type and a value type known only at run time.
    private static func dictionaryType(keyType: any Any.Type, valueType: any Any.Type) -> any Any.Type {
        guard let hashable = keyType as? any Hashable.Type else { return valueType }
        func dictionary<Key: Hashable>(_ key: Key.Type) -> any Any.Type {
            func withValue<Value>(_ value: Value.Type) -> any Any.Type { [Key: Value].self }
            return withValue(valueType)
        }
        return dictionary(hashable)
    }

    /// What is wrong with one declared dependency, if anything.
    private func problem(with dependency: Dependency, of node: Node, path: [AnyDependencyKey]) -> ResolutionError? {
        let key = dependency.key
        switch dependency.kind {
        case .multibinding:
            return nil
        case .factory(let arguments):
            do {
                try node.owner.checkFactory(
                    for: key.type, qualifier: key.qualifier, argumentTypes: arguments.map(\.type), path: path)
                return nil
            } catch let error as ResolutionError {
                return error
            } catch {
                return nil
            }
        case .optional:
            guard let (target, _) = node.owner.entryAndOwner(for: key.type, qualifier: key.qualifier) else {
                return nil
            }
            return isolationProblem(reaching: target, from: node, path: path)
        case .required, .deferred:
            if let (target, _) = node.owner.entryAndOwner(for: key.type, qualifier: key.qualifier) {
                if dependency.kind == .required,
                    let problem = isolationProblem(reaching: target, from: node, path: path)
                {
                    return problem
                }
                guard let expected = target.argumentTypes, node.entry.primaryKey != target.key else { return nil }
                return ResolutionError(
                    kind: .argumentMismatch(expected: expected, given: nil),
                    key: key,
                    path: path + [key],
                    site: target.site
                )
            }
            if node.owner.canResolve(key.type, qualifier: key.qualifier) { return nil }
            return node.owner.missingBinding(key, path: path + [key])
        }
    }

    /// A nonisolated binding that reaches an isolated one synchronously, or a synchronous one that reaches an async one.
    private func isolationProblem(reaching target: Entry, from node: Node, path: [AnyDependencyKey]) -> ResolutionError?
    {
        if target.isAsync, !node.entry.isAsync {
            return ResolutionError(
                kind: .requiresAsync(requester: node.entry.key),
                key: target.key,
                path: path + [target.key],
                site: target.site
            )
        }
        guard let isolation = target.isolation, node.entry.isolation != isolation else { return nil }
        return ResolutionError(
            kind: .isolationMismatch(isolation, requester: node.entry.key),
            key: target.key,
            path: path + [target.key],
            site: target.site
        )
    }

    /// For each node, the keys from a root (a binding nothing depends on) down to it; a node no root reaches stands alone.
    private func shortestPaths() -> [[AnyDependencyKey]] {
        var hasIncoming = [Bool](repeating: false, count: nodes.count)
        for targets in edges {
            for target in targets { hasIncoming[target] = true }
        }
        var predecessor = [Int?](repeating: nil, count: nodes.count)
        var visited = [Bool](repeating: false, count: nodes.count)
        var queue = nodes.indices.filter { !hasIncoming[$0] }
        for root in queue { visited[root] = true }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in edges[node] where !visited[target] {
                visited[target] = true
                predecessor[target] = node
                queue.append(target)
            }
        }
        return nodes.indices.map { index in
            var keys = [nodes[index].entry.key]
            var current = predecessor[index]
            while let node = current {
                keys.insert(nodes[node].entry.key, at: 0)
                current = predecessor[node]
            }
            return keys
        }
    }

    /// One cycle per back edge of a depth-first walk, each starting at its earliest-registered member.
    private func cycles() -> [ResolutionError] {
        enum Mark { case unvisited, inProgress, done }
        var marks = [Mark](repeating: .unvisited, count: nodes.count)
        var found: [[Int]] = []
        var seen = Set<[Int]>()
        for start in nodes.indices where marks[start] == .unvisited {
            var stack: [(node: Int, nextEdge: Int)] = [(start, 0)]
            marks[start] = .inProgress
            while let top = stack.last {
                if top.nextEdge < edges[top.node].count {
                    let target = edges[top.node][top.nextEdge]
                    stack[stack.count - 1].nextEdge += 1
                    switch marks[target] {
                    case .unvisited:
                        marks[target] = .inProgress
                        stack.append((target, 0))
                    case .inProgress:
                        guard let position = stack.firstIndex(where: { $0.node == target }) else { continue }
                        var members = stack[position...].map(\.node)
                        if let earliest = members.indices.min(by: { members[$0] < members[$1] }) {
                            members = Array(members[earliest...] + members[..<earliest])
                        }
                        if seen.insert(members).inserted { found.append(members) }
                    case .done:
                        continue
                    }
                } else {
                    marks[top.node] = .done
                    stack.removeLast()
                }
            }
        }
        return found.map { members in
            let keys = (members + [members[0]]).map { nodes[$0].entry.key }
            return ResolutionError(kind: .cycle, key: keys[0], path: keys, site: nodes[members[0]].entry.site)
        }
    }
}
