import SutureSyntax

/// Writes one generated component class from its plan: stored bound instances and slots, the initializer, the
/// entry points, one make function per node, the `.graph` instances of a call and the storage classes.
struct ComponentRenderer {
    /// What the class holds.
    let plan: ComponentPlan
    /// What is shared by every component's text.
    let wiring: WiringPlan

    var model: BindingGraph { wiring.model }
    var names: GeneratedNames { wiring.names }

    /// The class's lines.
    func render() -> [String] {
        let component = plan.component
        let access = component.declaration.accessLevel.memberModifier.map { $0 + " " } ?? ""
        let isolation = component.declaration.isolation.globalActor.map { "@\($0) " } ?? ""
        var lines = [
            "/// \(component.name), wired when the target was built: direct initializer calls, no look-ups at run time.",
            "\(isolation)\(access)final class \(component.generatedName): \(component.name) {",
        ]
        let wordCount = plan.isGrouped ? 0 : plan.wordCount(of: plan.scopedNodes[...])
        lines += wordsDeclaration(count: wordCount, indent: "    ")
        if let parent = component.parent {
            lines.append("    fileprivate let parent: \(model.components[parent].generatedName)")
        }
        for id in component.boundInstances {
            lines.append("    fileprivate let \(names.bound(id)): \(model.swift(model.bindings[id].valueType))")
        }
        lines += storedEagerDeclarations(access: access)
        if plan.isGrouped {
            for chunk in plan.storageChunks.indices {
                lines.append("    private let storage\(chunk) = Storage\(chunk)()")
            }
        } else {
            for node in plan.scopedNodes where plan.wordIndices[node] == nil {
                lines.append("    private let \(slotDeclaration(node))")
            }
        }
        let isOverridable = !overrideMembers.isEmpty
        if isOverridable {
            // A plain flag guards the production path, so it never retains `replacements` to test it.
            lines.append("    fileprivate let isOverridden: Bool")
            lines.append("    fileprivate let replacements: Replacements?")
        }
        if lines.count > 2 { lines.append("") }
        lines += initializer(access: access, overridden: false)
        if isOverridable && component.parent == nil {
            lines.append("")
            lines += initializer(access: access, overridden: true)
        }
        if wordCount > 0 {
            lines.append("")
            lines += deinitializer(wordCount: wordCount, indent: "    ")
        }
        let stored = storedEntries
        for (index, (entry, outcome)) in zip(component.entries, wiring.resolved.entryOutcomes[plan.index] ?? [])
            .enumerated() where stored[index] == nil
        {
            lines.append("")
            lines += entryPoint(entry, outcome: outcome, access: access)
        }
        for site in overrideSites {
            lines.append("")
            lines += provideFunction(site)
        }
        for node in plan.nodes where !wiring.isBoundInstance(node) {
            lines.append("")
            lines += makeFunction(node)
        }
        if !plan.graphScopedNodes.isEmpty {
            lines.append("")
            lines.append(
                "    /// The `.graph` instances of one call of an entry point: one of each, shared by that call.")
            lines.append("    fileprivate final class GraphInstances {")
            for node in plan.graphScopedNodes {
                lines.append(
                    "        var \(names.stored(node.binding)): \(model.swift(model.bindings[node.binding].valueType))?"
                )
            }
            for site in graphReplacementSites {
                let valueType = model.swift(OverridesPlan.valueType(of: site, in: model))
                let optional =
                    valueType.hasPrefix("any ") || valueType.contains("&") ? "(\(valueType))?" : valueType + "?"
                lines.append("        var \(replacementSlot(site)): \(optional)")
            }
            lines.append("    }")
        }
        if isOverridable {
            if component.parent == nil {
                lines.append("")
                lines += overridesStruct()
            }
            lines.append("")
            lines += replacementsClass()
        }
        if plan.isGrouped {
            for (index, chunk) in plan.storageChunks.enumerated() {
                lines.append("")
                lines.append("    private final class Storage\(index): Sendable {")
                let chunkWordCount = plan.wordCount(of: chunk)
                lines += wordsDeclaration(count: chunkWordCount, indent: "        ")
                for node in chunk where plan.wordIndices[node] == nil {
                    lines.append("        let \(slotDeclaration(node))")
                }
                if chunkWordCount > 0 {
                    lines.append("")
                    lines += deinitializer(wordCount: chunkWordCount, indent: "        ")
                }
                lines.append("    }")
            }
        }
        lines.append("}")
        return lines
    }

    /// The words that keep a class's singleton instances: its first stored property, where the runtime finds them.
    private func wordsDeclaration(count: Int, indent: String) -> [String] {
        let word = "SutureRuntime.ComponentInstanceSlot()"
        let comment = "\(indent)// First, so that the runtime finds the words right after the object's header."
        let declaration = "\(indent)nonisolated(unsafe) private var instanceWords = "
        switch count {
        case 0: return []
        case 1: return [comment, declaration + word]
        default:
            let elements = (0..<count).map { "\(indent)    \(word)" + ($0 == count - 1 ? "" : ",") }
            return [comment, declaration + "("] + elements + ["\(indent))"]
        }
    }

    /// The `deinit` that releases the instances a class's words hold.
    private func deinitializer(wordCount: Int, indent: String) -> [String] {
        ["\(indent)deinit { SutureRuntime.ComponentInstanceSlot.releaseInstances(in: self, count: \(wordCount)) }"]
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
    private func initializer(access: String, overridden: Bool) -> [String] {
        let component = plan.component
        var parameters: [String] = []
        var body: [String] = []
        if let parent = component.parent {
            parameters.append("parent: \(model.components[parent].generatedName)")
            body.append("        self.parent = parent")
        }
        for (parameter, id) in plan.boundInstanceParameters {
            parameters.append(Self.parameterText(parameter, type: model.swift(model.bindings[id].valueType)))
            body.append("        self.\(names.bound(id)) = \(parameter.name)")
        }
        let storedStatements = storedEagerStatements(overridden: overridden)
        if overridden {
            parameters.append("overrides: Overrides")
            body.append("        self.isOverridden = true")
            if storedEagerHasReplacements {
                // The stored eager singletons' replacements are kept before `self` may be used.
                body.append("        let replacements = Replacements(overrides: overrides)")
                body.append("        self.replacements = replacements")
            } else {
                body.append("        self.replacements = Replacements(overrides: overrides)")
            }
        } else if !overrideMembers.isEmpty {
            if component.parent == nil {
                body.append("        self.isOverridden = false")
                body.append("        self.replacements = nil")
            } else {
                body.append("        self.isOverridden = parent.isOverridden")
                body.append(
                    "        self.replacements = parent.replacements.map { Replacements(overrides: $0.overrides) }")
            }
        }
        // `eager: true`: built when the component is created, like an eager singleton of a container. Those kept in
        // `let` properties are built before `self` may be used; the others after, and with overrides on first use.
        body += storedStatements
        if !overridden {
            let eager = plan.eagerNodes.map { "_ = \(names.make($0.binding))()" }
            if component.parent != nil, !overrideMembers.isEmpty, !eager.isEmpty {
                body += ["        if !isOverridden {"] + eager.map { "            " + $0 } + ["        }"]
            } else {
                body += eager.map { "        " + $0 }
            }
        }
        let initAccess = component.parent == nil ? access : "fileprivate "
        var header = "    \(initAccess)init(\(parameters.joined(separator: ", ")))"
        if overridden {
            header =
                "    /// Builds the component with `overrides` standing where their bindings would be built.\n" + header
        }
        guard !body.isEmpty else { return [header + " {}"] }
        return [header + " {"] + body + ["    }"]
    }

    static func parameterText(_ parameter: Parameter, type: String) -> String {
        let label = parameter.label ?? "_"
        return label == parameter.name ? "\(label): \(type)" : "\(label) \(parameter.name): \(type)"
    }

    private func entryPoint(_ entry: ComponentModel.Entry, outcome: RequestOutcome, access: String) -> [String] {
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
            if effectWords.isEmpty {
                if bodyLines.count == 1 { return ["    \(access)var \(declaration.name): \(type) { \(body) }"] }
                return ["    \(access)var \(declaration.name): \(type) {"] + bodyLines.map { "        " + $0 } + [
                    "    }"
                ]
            }
            let getter = "get \(effectWords.joined(separator: " "))"
            if bodyLines.count == 1 {
                return ["    \(access)var \(declaration.name): \(type) {", "        \(getter) { \(body) }", "    }"]
            }
            return ["    \(access)var \(declaration.name): \(type) {", "        \(getter) {"]
                + bodyLines.map { "            " + $0 } + ["        }", "    }"]
        case .function:
            let parameters = zip(declaration.parameters, entry.parameterTypes).map {
                Self.parameterText($0, type: model.swift($1))
            }
            let effects = effectWords.isEmpty ? "" : effectWords.joined(separator: " ") + " "
            return [
                "    \(access)func \(declaration.name)(\(parameters.joined(separator: ", "))) \(effects)-> \(type) {"
            ]
                + bodyLines.map { "        " + $0 } + ["    }"]
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
