import SutureSyntax

/// The eager singletons kept in stored `let` properties: their declarations, which witness the entry points, and the
/// statements of the initializer's first phase that fill them from its parameters alone.
extension ComponentRenderer {
    /// The entry points that a stored `let` witnesses, by index among the component's entries.
    var storedEntries: [Int: GraphNode] {
        Dictionary(plan.storedEager.stored.map { ($0.entry, $0.node) }, uniquingKeysWith: { first, _ in first })
    }

    /// The property that keeps a stored node: the name of the entry point it witnesses.
    func storedName(_ node: GraphNode) -> String? {
        guard let stored = plan.storedEager.stored.first(where: { $0.node == node }) else { return nil }
        return plan.component.entries[stored.entry].declaration.name
    }

    /// Whether `Overrides` may replace a stored node, whose replacement the first phase then keeps.
    var storedEagerHasReplacements: Bool {
        plan.storedEager.stored.contains { replacementMember(of: $0) != nil }
    }

    /// The `Overrides` member that replaces a stored node, if any: the one of its entry point's key.
    private func replacementMember(of stored: StoredEagerNodes.Stored) -> (site: OverridesPlan.Site, name: String)? {
        let site = OverridesPlan.Site(node: stored.node, key: plan.component.entries[stored.entry].request.key)
        return wiring.overrides.memberNames[site].map { (site: site, name: $0) }
    }

    /// `let pool: ConnectionPool`, one per stored node.
    func storedEagerDeclarations(access: String) -> [GeneratedUnit] {
        plan.storedEager.stored.map { stored in
            let entry = plan.component.entries[stored.entry]
            return .lines(
                entry.declaration.name,
                ["    \(access)let \(entry.declaration.name): \(model.swift(entry.request.requestedType))"])
        }
    }

    /// The statements that fill the stored nodes, in order; `overridden`: in the initializer that takes `Overrides`,
    /// where a replacement given for a stored node or for what it builds on the spot stands in its place. An
    /// `if … else` that picks the replacement is one statement.
    func storedEagerStatements(overridden: Bool) -> [GeneratedUnit] {
        let stored = plan.storedEager.stored
        guard !stored.isEmpty else { return [] }
        // A value that a later one is built from is kept in a local first: a closure of the initializer's first phase
        // may capture locals but not `self`.
        var readLater: Set<GraphNode> = []
        for item in stored {
            if let edges = StoredEagerNodes.constructionEdges(of: item.node, wiring: wiring) {
                collectStoredReads(edges, into: &readLater)
            }
        }
        var statements: [GeneratedUnit] = []
        func add(_ statement: String) {
            statements.append(.statement(SourceText.wrapped(statement, indent: "        ")))
        }
        for item in stored {
            let property = storedName(item.node) ?? ""
            let local = readLater.contains(item.node) ? names.stored(item.node.binding) : nil
            let target = local ?? "self.\(property)"
            let built = earlyConstruction(of: item.node, overridden: overridden)
            if overridden, let replacement = replacementMember(of: item) {
                if let local { add("let \(local): \(model.swift(model.bindings[item.node.binding].valueType))") }
                let nested = "            "
                statements.append(
                    .statement(
                        ["        if let replace = overrides.\(replacement.name) {"]
                            + SourceText.wrapped(
                                "\(target) = replacements.\(replacementSlot(replacement.site)).get(replace)",
                                indent: nested)
                            + ["        } else {"] + SourceText.wrapped("\(target) = \(built)", indent: nested)
                            + ["        }"]))
            } else {
                add((local.map { "let \($0)" } ?? target) + " = " + built)
            }
            if let local { add("self.\(property) = \(local)") }
        }
        return statements
    }

    private func collectStoredReads(_ edges: [ResolvedEdge], into reads: inout Set<GraphNode>) {
        for edge in edges {
            switch StoredEagerNodes.earlyValue(
                of: edge, component: plan.index, parameters: boundParameterNames, wiring: wiring)
            {
            case .stored(let node): reads.insert(node)
            case .built(let node):
                if let edges = StoredEagerNodes.constructionEdges(of: node, wiring: wiring) {
                    collectStoredReads(edges, into: &reads)
                }
            case .parameter, .unboundOptional, nil: continue
            }
        }
    }

    /// Each bound instance's parameter name, by binding id.
    private var boundParameterNames: [Int: String] {
        Dictionary(
            plan.boundInstanceParameters.map { ($0.binding, $0.parameter.name) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The initializer call that builds `node` from the first phase's values.
    private func earlyConstruction(of node: GraphNode, overridden: Bool) -> String {
        let binding = model.bindings[node.binding]
        let edges = wiring.resolved.edges[node] ?? []
        var callArguments: [String] = []
        for parameter in binding.callParameters {
            guard case .dependency(let index) = parameter, index < edges.count else { continue }
            let edge = edges[index]
            if edge.request.hasDefault, case .resolved(let nodes) = edge.outcome, nodes.isEmpty { continue }
            let value = earlyExpression(edge, overridden: overridden)
            callArguments.append(edge.request.label.map { "\($0): \(value)" } ?? value)
        }
        let callee: String
        switch binding.source {
        case .injectable(let typeName, _): callee = typeName
        case .provider(let moduleName, let functionName): callee = "\(moduleName).\(functionName)"
        case .boundInstance: return names.bound(node.binding)
        }
        return "\(callee)(\(callArguments.joined(separator: ", ")))"
    }

    /// The value a dependency of a stored node is given in the first phase.
    private func earlyExpression(_ edge: ResolvedEdge, overridden: Bool) -> String {
        switch StoredEagerNodes.earlyValue(
            of: edge, component: plan.index, parameters: boundParameterNames, wiring: wiring)
        {
        case .parameter(let name): return name
        case .unboundOptional, nil: return "nil"
        // Read from its local, which `storedEagerStatements` declares for every stored node read later.
        case .stored(let node): return names.stored(node.binding)
        case .built(let node):
            let built = earlyConstruction(of: node, overridden: overridden)
            guard overridden, let site = wiring.overrides.site(of: edge, in: model),
                let member = wiring.overrides.memberNames[site]
            else { return built }
            return "(overrides.\(member).map { $0() } ?? \(built))"
        }
    }
}
