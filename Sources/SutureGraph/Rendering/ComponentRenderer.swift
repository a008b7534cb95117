import SutureSyntax

/// Writes one generated component class from its plan: stored bound instances and slots, the initializer, the
/// entry points, one make function per node, the `.graph` instances of a call and the storage classes.
struct ComponentRenderer {
    /// What the class holds.
    let plan: ComponentPlan
    /// What is shared by every component's text.
    let wiring: WiringPlan
    /// Whether the file is built for one configuration only: no `#if` merge reads its units, so the many small
    /// functions and members are written straight as text (`GeneratedUnit.written`).
    var isOnlyConfiguration = false

    var model: BindingGraph { wiring.model }
    var names: GeneratedNames { wiring.names }

    /// The class, as units: its stored properties, initializers, entry points, functions and nested classes.
    func render() -> GeneratedUnit {
        let component = plan.component
        let access = component.declaration.accessLevel.memberModifier.map { $0 + " " } ?? ""
        let isolation = component.declaration.isolation.globalActor.map { "@\($0) " } ?? ""
        var properties: [GeneratedUnit] = []
        let wordCount = plan.isGrouped ? 0 : plan.wordCount(of: plan.scopedNodes[...])
        properties += wordsDeclaration(count: wordCount, indent: "    ")
        if let parent = component.parent {
            properties.append(
                .lines("parent", ["    fileprivate let parent: \(model.components[parent].generatedName)"]))
        }
        for id in component.boundInstances {
            properties.append(
                .lines(
                    names.bound(id),
                    ["    fileprivate let \(names.bound(id)): \(model.swift(model.bindings[id].valueType))"]))
        }
        properties += storedEagerDeclarations(access: access)
        if plan.isGrouped {
            for chunk in plan.storageChunks.indices {
                properties.append(.lines("storage\(chunk)", ["    private let storage\(chunk) = Storage\(chunk)()"]))
            }
        } else {
            for node in plan.scopedNodes where plan.wordIndices[node] == nil {
                properties.append(.lines(names.stored(node.binding), ["    private let \(slotDeclaration(node))"]))
            }
        }
        let isOverridable = !overrideMembers.isEmpty
        if isOverridable {
            // A plain flag guards the production path, so it never retains `replacements` to test it.
            properties.append(.lines("isOverridden", ["    fileprivate let isOverridden: Bool"]))
            properties.append(.lines("replacements", ["    fileprivate let replacements: Replacements?"]))
        }
        var members: [GeneratedUnit] = []
        if !properties.isEmpty { members.append(.group("stored properties", properties)) }
        members.append(initializer(access: access, overridden: false))
        if isOverridable && component.parent == nil {
            members.append(initializer(access: access, overridden: true))
        }
        if wordCount > 0 {
            members.append(deinitializer(wordCount: wordCount, indent: "    "))
        }
        let stored = storedEntries
        for (index, (entry, outcome)) in zip(component.entries, wiring.resolved.entryOutcomes[plan.index] ?? [])
            .enumerated() where stored[index] == nil
        {
            members.append(entryPoint(entry, outcome: outcome, access: access))
        }
        members += inRuns(overrideSites) { renderer, site in renderer.provideFunction(site) }
        members += inRuns(plan.nodes.filter { !wiring.isBoundInstance($0) }) { renderer, node in
            renderer.makeFunction(node)
        }
        if !plan.graphScopedNodes.isEmpty {
            var instances: [GeneratedUnit] = []
            for node in plan.graphScopedNodes {
                let name = names.stored(node.binding)
                instances.append(
                    .lines(name, ["        var \(name): \(model.swift(model.bindings[node.binding].valueType))?"]))
            }
            for site in graphReplacementSites {
                let valueType = model.swift(OverridesPlan.valueType(of: site, in: model))
                let optional =
                    valueType.hasPrefix("any ") || valueType.contains("&") ? "(\(valueType))?" : valueType + "?"
                instances.append(.lines(replacementSlot(site), ["        var \(replacementSlot(site)): \(optional)"]))
            }
            members.append(
                .block(
                    "GraphInstances",
                    opening: [
                        "    /// The `.graph` instances of one call of an entry point: one of each, shared by that call.",
                        "    fileprivate final class GraphInstances {",
                    ],
                    units: instances,
                    layout: .statements,
                    closing: ["    }"]
                )
            )
        }
        if isOverridable {
            if component.parent == nil {
                members.append(overridesStruct())
            }
            members.append(replacementsClass())
        }
        if plan.isGrouped {
            for (index, chunk) in plan.storageChunks.enumerated() {
                let chunkWordCount = plan.wordCount(of: chunk)
                var slots = wordsDeclaration(count: chunkWordCount, indent: "        ")
                for node in chunk where plan.wordIndices[node] == nil {
                    slots.append(.lines(names.stored(node.binding), ["        let \(slotDeclaration(node))"]))
                }
                var storageMembers: [GeneratedUnit] = [.group("stored properties", slots)]
                if chunkWordCount > 0 {
                    storageMembers.append(deinitializer(wordCount: chunkWordCount, indent: "        "))
                }
                members.append(
                    .block(
                        "Storage\(index)",
                        opening: ["    private final class Storage\(index): Sendable {"],
                        units: storageMembers,
                        layout: .members,
                        closing: ["    }"]
                    )
                )
            }
        }
        return .block(
            "component \(component.name)",
            opening: [
                "/// \(component.name), wired when the target was built: direct initializer calls, no look-ups at run time.",
                "\(isolation)\(access)final class \(component.generatedName): \(component.name) {",
            ],
            units: members,
            layout: .members,
            closing: ["}"]
        )
    }

    /// The units `unit` writes for `elements`, in their order, written in runs spread over the processor's cores: a
    /// large component has thousands of functions and members, and each depends on the plan alone.
    func inRuns<Element: Sendable>(
        _ elements: [Element],
        _ unit: @Sendable (ComponentRenderer, Element) -> GeneratedUnit
    ) -> [GeneratedUnit] {
        let runLength = 256
        guard elements.count > runLength else { return elements.map { unit(self, $0) } }
        let renderer = self
        let runs = stride(from: 0, to: elements.count, by: runLength).map {
            elements[$0..<min($0 + runLength, elements.count)]
        }
        return runs.concurrentMap { run in run.map { unit(renderer, $0) } }.flatMap { $0 }
    }

    /// The words that keep a class's singleton instances: its first stored property, where the runtime finds them.
    /// None when the class keeps no instance in words.
    private func wordsDeclaration(count: Int, indent: String) -> [GeneratedUnit] {
        let word = "SutureRuntime.ComponentInstanceSlot()"
        let comment = "\(indent)// First, so that the runtime finds the words right after the object's header."
        let declaration = "\(indent)nonisolated(unsafe) private var instanceWords = "
        switch count {
        case 0: return []
        case 1: return [.lines("instanceWords", [comment, declaration + word])]
        default:
            let elements = (0..<count).map { "\(indent)    \(word)" + ($0 == count - 1 ? "" : ",") }
            return [.lines("instanceWords", [comment, declaration + "("] + elements + ["\(indent))"])]
        }
    }

    /// The `deinit` that releases the instances a class's words hold.
    private func deinitializer(wordCount: Int, indent: String) -> GeneratedUnit {
        .lines(
            "deinit",
            ["\(indent)deinit { SutureRuntime.ComponentInstanceSlot.releaseInstances(in: self, count: \(wordCount)) }"])
    }

    private func slotDeclaration(_ node: GraphNode) -> String {
        let slotType: String
        if case .weak = model.bindings[node.binding].scope {
            slotType = "ComponentWeakReference"
        } else {
            slotType = wiring.isBuiltAsynchronously(node) ? "AsyncComponentSingleton" : "ComponentSingleton"
        }
        let valueType = model.swift(model.bindings[node.binding].valueType)
        return "\(names.stored(node.binding)) = SutureRuntime.\(slotType)<\(valueType)>()"
    }

    /// Where the node's slot is, from the class: `storedOven`, or `storage1.storedOven` when slots are grouped.
    func slotPath(_ node: GraphNode, slotIndex: Int) -> String {
        plan.isGrouped
            ? "\(storageOwner(slotIndex: slotIndex)).\(names.stored(node.binding))"
            : names.stored(node.binding)
    }

    /// The object whose words or slots keep the node's instance: `self`, or `storage1` when slots are grouped.
    func storageOwner(slotIndex: Int) -> String {
        plan.isGrouped ? "storage\(slotIndex / ComponentPlan.slotsPerStorage)" : "self"
    }

    /// The initializer production code calls, or with `overridden`, the one that takes `Overrides` and builds
    /// eager bindings kept in slots on first use instead (a replaced binding's original is never built).
    private func initializer(access: String, overridden: Bool) -> GeneratedUnit {
        let component = plan.component
        var parameters: [String] = []
        var body: [GeneratedUnit] = []
        func statement(_ line: String) { body.append(.statement(["        " + line])) }
        if let parent = component.parent {
            parameters.append("parent: \(model.components[parent].generatedName)")
            statement("self.parent = parent")
        }
        for (parameter, id) in plan.boundInstanceParameters {
            parameters.append(Self.parameterText(parameter, type: model.swift(model.bindings[id].valueType)))
            statement("self.\(names.bound(id)) = \(parameter.name)")
        }
        let storedStatements = storedEagerStatements(overridden: overridden)
        if overridden {
            parameters.append("overrides: Overrides")
            statement("self.isOverridden = true")
            if storedEagerHasReplacements {
                // The stored eager singletons' replacements are kept before `self` may be used.
                statement("let replacements = Replacements(overrides: overrides)")
                statement("self.replacements = replacements")
            } else {
                statement("self.replacements = Replacements(overrides: overrides)")
            }
        } else if !overrideMembers.isEmpty {
            if component.parent == nil {
                statement("self.isOverridden = false")
                statement("self.replacements = nil")
            } else {
                statement("self.isOverridden = parent.isOverridden")
                statement("self.replacements = parent.replacements.map { Replacements(overrides: $0.overrides) }")
            }
        }
        // `eager: true`: built when the component is created, like an eager singleton of a container. Those kept in
        // `let` properties are built before `self` may be used; the others after, and with overrides on first use.
        body += storedStatements
        if !overridden {
            let eager = plan.eagerNodes.map { "_ = \(names.make($0.binding))()" }
            if component.parent != nil, !overrideMembers.isEmpty, !eager.isEmpty {
                body.append(
                    .block(
                        "if !isOverridden",
                        opening: ["        if !isOverridden {"],
                        units: eager.map { .statement(["            " + $0]) },
                        layout: .statements,
                        closing: ["        }"]
                    )
                )
            } else {
                for line in eager { statement(line) }
            }
        }
        let key = overridden ? "init(overrides:)" : "init"
        let initAccess = component.parent == nil ? access : "fileprivate "
        let header = "    \(initAccess)init(\(parameters.joined(separator: ", ")))"
        let comment =
            overridden
            ? ["    /// Builds the component with `overrides` standing where their bindings would be built."] : []
        guard !body.isEmpty else { return .lines(key, comment + [header + " {}"]) }
        return .block(key, opening: comment + [header + " {"], units: body, layout: .statements, closing: ["    }"])
    }

    static func parameterText(_ parameter: Parameter, type: String) -> String {
        let label = parameter.label ?? "_"
        return label == parameter.name ? "\(label): \(type)" : "\(label) \(parameter.name): \(type)"
    }

    private func entryPoint(_ entry: ComponentModel.Entry, outcome: RequestOutcome, access: String) -> GeneratedUnit {
        let declaration = entry.declaration
        var effectWords: [String] = []
        if declaration.isAsync { effectWords.append("async") }
        if declaration.isThrowing { effectWords.append("throws") }
        let type = swiftType(of: entry.request)
        let body: String
        if let child = entry.subcomponent {
            let childModel = model.components[child]
            var arguments = ["parent: self"]
            for parameter in declaration.parameters {
                let label = parameter.label ?? "_"
                arguments.append(label == "_" ? parameter.name : "\(label): \(parameter.name)")
            }
            body = "\(childModel.generatedName)(\(arguments.joined(separator: ", ")))"
        } else {
            var argumentValues: [String: String] = [:]
            for (name, parameter) in zip(entry.argumentNames, declaration.parameters) {
                argumentValues[name] = parameter.name
            }
            body = requestExpression(entry.request, outcome: outcome, arguments: argumentValues)
        }
        var usesGraph = false
        if entry.subcomponent == nil, case .resolved(let nodes) = outcome {
            usesGraph = wiring.needsGraphInstances(nodes)
        }
        // A call that reaches `.graph` bindings makes their instances first, shared by the whole call.
        let bodyLines = usesGraph ? ["let graph = GraphInstances()", "return " + body] : [body]
        switch declaration.kind {
        case .property:
            let key = "var \(declaration.name)"
            let opening = "    \(access)var \(declaration.name): \(type) {"
            if effectWords.isEmpty {
                if bodyLines.count == 1 {
                    return .lines(key, ["    \(access)var \(declaration.name): \(type) { \(body) }"])
                }
                return .block(
                    key, opening: [opening], units: bodyLines.map { .statement(["        " + $0]) },
                    layout: .statements, closing: ["    }"])
            }
            let getter = "get \(effectWords.joined(separator: " "))"
            if bodyLines.count == 1 {
                return .lines(key, [opening, "        \(getter) { \(body) }", "    }"])
            }
            return .block(
                key, opening: [opening, "        \(getter) {"],
                units: bodyLines.map { .statement(["            " + $0]) },
                layout: .statements, closing: ["        }", "    }"])
        case .function:
            let parameters = zip(declaration.parameters, entry.parameterTypes).map {
                Self.parameterText($0, type: model.swift($1))
            }
            let labels = declaration.parameters.map { ($0.label ?? "_") + ":" }.joined()
            let effects = effectWords.isEmpty ? "" : effectWords.joined(separator: " ") + " "
            return .block(
                "func \(declaration.name)(\(labels))",
                opening: [
                    "    \(access)func \(declaration.name)(\(parameters.joined(separator: ", "))) \(effects)-> \(type) {"
                ],
                units: bodyLines.map { .statement(["        " + $0]) },
                layout: .statements,
                closing: ["    }"]
            )
        }
    }

    /// The Swift type an entry point returns.
    private func swiftType(of request: DependencyRequest) -> String {
        switch request.kind {
        case .lazy: "SutureRuntime.Lazy<\(model.swift(request.key.type))>"
        case .provider: "SutureRuntime.Provider<\(model.swift(request.key.type))>"
        case .providerOfLazy: "SutureRuntime.Provider<SutureRuntime.Lazy<\(model.swift(request.key.type))>>"
        case .instance, .optional, .set, .map, .factory: model.swift(request.requestedType)
        }
    }
}
