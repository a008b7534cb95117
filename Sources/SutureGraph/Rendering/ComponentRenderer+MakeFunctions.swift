/// The make function of each node: the call that builds its value, kept in its slot when it is scoped.
extension ComponentRenderer {
    func makeFunction(_ node: GraphNode) -> GeneratedUnit {
        let binding = model.bindings[node.binding]
        let nodeEffects = wiring.effects(of: node)
        let effectWords = nodeEffects.words
        let effectsText = effectWords.isEmpty ? "" : " " + effectWords.joined(separator: " ")
        var parameters = binding.arguments.map { "\($0.name): \(model.swift($0.type))" }
        if wiring.graphNodes.contains(node) { parameters.insert("graph: GraphInstances", at: 0) }
        let name = names.make(node.binding)
        let valueType = model.swift(binding.valueType)
        /// The function with these statements.
        func function(_ statements: [[String]]) -> GeneratedUnit {
            var function = GeneratedFunction(name, isWrittenStraight: isOnlyConfiguration, capacity: 256)
            function.write("    fileprivate func ")
            function.write(name)
            function.write("(")
            for (index, parameter) in parameters.enumerated() {
                if index > 0 { function.write(", ") }
                function.write(parameter)
            }
            function.write(")")
            function.write(effectsText)
            function.write(" -> ")
            function.write(valueType)
            for statement in statements { function.writeStatement(statement) }
            return function.unit()
        }
        if let stored = storedName(node) {
            // Built when the component was made, into the `let` that witnesses its entry point.
            return function([["        \(stored)"]])
        }
        var statements = construction(node)
        if binding.scope == .graph {
            // Built once per call of an entry point: the call's instances keep it.
            let slot = "graph.\(names.stored(node.binding))"
            if statements.count == 1, let only = statements.first, only.hasPrefix("return ") {
                statements = ["let instance = " + only.dropFirst("return ".count)]
            } else {
                statements.removeLast()
            }
            statements =
                ["if let existing = \(slot) { return existing }"] + statements + [
                    "\(slot) = instance", "return instance",
                ]
        }
        let slotIndex = plan.slotIndices[node]
        if slotIndex != nil,
            wiring.needsGraphInstances(wiring.resolved.edges[node]?.flatMap(WiringPlan.targets) ?? [])
        {
            // A shared instance is built once, as a request of its own.
            statements.insert("let graph = GraphInstances()", at: 0)
        }
        guard let slotIndex else {
            if statements.count == 1, let only = statements.first, only.hasPrefix("return ") {
                return function([SourceText.wrapped(String(only.dropFirst("return ".count)), indent: "        ")])
            }
            return function(statements.map { SourceText.wrapped($0, indent: "        ") })
        }
        let get: String
        if let word = plan.wordIndices[node] {
            let place = "(in: \(storageOwner(slotIndex: slotIndex)), at: \(word))"
            get =
                nodeEffects.isThrowing
                ? "try SutureRuntime.ComponentInstanceSlot.value\(place)"
                : "SutureRuntime.ComponentInstanceSlot.instance\(place)"
        } else {
            let slot = slotPath(node, slotIndex: slotIndex)
            switch (nodeEffects.isAsync, nodeEffects.isThrowing) {
            case (true, _): get = nodeEffects.prefix + "\(slot).get"
            case (false, true): get = "try \(slot).value"
            case (false, false): get = "\(slot).get"
            }
        }
        if statements.count == 1, let only = statements.first {
            let value = only.hasPrefix("return ") ? String(only.dropFirst("return ".count)) : only
            let oneLine = "        \(get) { \(value) }"
            if SourceText.fits(oneLine) { return function([[oneLine]]) }
            let lines = SourceText.wrapped(value, indent: "            ")
            return function([["        \(get) {"] + lines + ["        }"]])
        }
        // The slot's closure is one statement: its own statements are not guarded one by one.
        return function([
            ["        \(get) {"] + statements.flatMap { SourceText.wrapped($0, indent: "            ") } + ["        }"]
        ])
    }

    /// The statements that build a node's value, the last one returning it.
    private func construction(_ node: GraphNode) -> [String] {
        let binding = model.bindings[node.binding]
        let edges = wiring.resolved.edges[node] ?? []
        var callArguments: [String] = []
        var callEffects = NodeEffects(isThrowing: binding.isThrowing, isAsync: binding.isAsync)
        for parameter in binding.callParameters {
            switch parameter {
            case .dependency(let index):
                guard index < edges.count else { continue }
                let edge = edges[index]
                // Unbound, with a default value: the call leaves the argument out, so the default applies.
                if edge.request.hasDefault, case .resolved(let nodes) = edge.outcome, nodes.isEmpty { continue }
                let value = dependencyExpression(edge, from: node.component, holder: node)
                callEffects = callEffects.merging(expressionEffects(edge))
                callArguments.append(edge.request.label.map { "\($0): \(value)" } ?? value)
            case .argument(let index):
                let argument = binding.arguments[index]
                callArguments.append(argument.label.map { "\($0): \(argument.name)" } ?? argument.name)
            }
        }
        let callee: String
        switch binding.source {
        case .injectable(let typeName, _): callee = typeName
        case .provider(let moduleName, let functionName): callee = "\(moduleName).\(functionName)"
        case .boundInstance: return ["return \(names.bound(node.binding))"]
        }
        let call = callEffects.prefix + "\(callee)(\(callArguments.joined(separator: ", ")))"
        let properties = edges.filter { $0.request.isProperty && !isUnbound($0) }
        guard !properties.isEmpty else { return ["return \(call)"] }
        let isValueType: Bool
        if case .injectable(_, let kind) = binding.source {
            isValueType = kind == .struct || kind == .enum
        } else {
            isValueType = false
        }
        var statements = ["\(isValueType ? "var" : "let") instance = \(call)"]
        for edge in properties {
            statements.append(
                "instance.\(edge.request.label ?? "") = "
                    + expressionEffects(edge).prefix + dependencyExpression(edge, from: node.component, holder: node)
            )
        }
        statements.append("return instance")
        return statements
    }

    private func isUnbound(_ edge: ResolvedEdge) -> Bool {
        if case .resolved(let nodes) = edge.outcome { return nodes.isEmpty }
        return true
    }
}
