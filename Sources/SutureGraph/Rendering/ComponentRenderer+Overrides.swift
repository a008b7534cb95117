import SutureSyntax

/// The replacements tests and previews give a component: the root's `Overrides` value, each class's
/// `Replacements` (the overrides and the slots that keep scoped replacements), and one provide function per request
/// site that answers with the replacement when there is one and with the binding otherwise.
extension ComponentRenderer {
    /// The members of the tree's `Overrides`; empty when nothing in the tree can be replaced.
    var overrideMembers: [OverridesPlan.Member] { wiring.overrideMembers(ofTreeOf: plan.index) }

    /// The sites whose provide functions this class holds.
    var overrideSites: [OverridesPlan.Site] { wiring.overrides.sites[plan.index] ?? [] }

    /// The root's generated class name, which holds `Overrides`.
    var overridesTypeName: String {
        let root = wiring.overrides.rootOf[plan.index] ?? plan.index
        return model.components[root].generatedName + ".Overrides"
    }

    /// `@Sendable ` when a class of the tree is `Sendable`, so its replacements may cross tasks.
    private var sendableAttribute: String { wiring.treeIsSendable(plan.index) ? "@Sendable " : "" }

    /// The root's `Overrides` struct: one optional replacement per key the tree answers, as visible as the component
    /// (each member only as visible as the types it names), with one initializer per level of its members.
    func overridesStruct() -> GeneratedUnit {
        let members = overrideMembers
        let level = plan.component.declaration.accessLevel
        let conformance = wiring.treeIsSendable(plan.index) ? ": Sendable" : ""
        // Each member's doc comment and declaration are units of their own, so a comment that names another binding
        // in some configurations is guarded alone.
        let properties = inRuns(members) { renderer, member in
            let memberLevel = member.level(in: level)
            /// Why the member is less visible than the struct, when it is: ` Internal, as Oven is.`
            func limitation() -> String {
                guard memberLevel != level else { return "" }
                let limiting = member.nonPublicTypes.filter { $0.access.level == memberLevel }.map(\.name)
                let verb = limiting.count == 1 ? "is" : "are"
                return " \(Self.levelWord(memberLevel)), as \(Self.list(limiting)) \(verb)."
            }
            var text = GeneratedText(capacity: 192)
            text.write("        /// Replaces ")
            text.write(member.key.description)
            text.write(", made by ")
            for (index, binding) in member.replacedBindings.enumerated() {
                if index > 0 { text.write(", ") }
                text.write(binding)
            }
            text.write(".")
            text.writeLine(limitation())
            text.write("        ")
            text.write(Self.modifier(memberLevel))
            text.write("var ")
            text.write(member.name)
            text.write(": (")
            text.write(renderer.sendableAttribute)
            text.write("() -> ")
            text.write(member.valueType)
            text.writeLine(")?")
            if renderer.isOnlyConfiguration { return .written(member.name, text) }
            let lines = text.lines
            return .group(member.name, [.lines("comment", [lines[0]]), .lines("declaration", [lines[1]])])
        }
        var units: [GeneratedUnit] = properties.isEmpty ? [] : [.group("stored properties", properties)]
        // Each level gets an initializer of the members it sees; the compiler picks the one with the fewest defaults.
        var levels = [level]
        for member in members {
            let memberLevel = member.level(in: level)
            if !levels.contains(memberLevel) { levels.append(memberLevel) }
        }
        levels.sort { TypeAccess.rank($0) > TypeAccess.rank($1) }
        for (position, initializerLevel) in levels.enumerated() {
            let visible = members.filter {
                TypeAccess.rank($0.level(in: level)) >= TypeAccess.rank(initializerLevel)
            }
            let which = position == 0 ? "" : ", \(Self.levelWord(initializerLevel).lowercased()) ones too"
            var text = GeneratedText(capacity: 128 * visible.count + 256)
            text.write("        /// Replaces the bindings given")
            text.write(which)
            text.writeLine("; the others are built as in production.")
            text.write("        ")
            text.write(Self.modifier(initializerLevel))
            text.write("init(")
            if visible.isEmpty {
                text.writeLine(") {}")
            } else {
                text.writeLine("")
                let sendable = sendableAttribute
                for (index, member) in visible.enumerated() {
                    text.write("            ")
                    text.write(member.name)
                    text.write(": (")
                    text.write(sendable)
                    text.write("() -> ")
                    text.write(member.valueType)
                    text.writeLine(index == visible.count - 1 ? ")? = nil" : ")? = nil,")
                }
                text.writeLine("        ) {")
                for member in visible {
                    text.write("            self.")
                    text.write(member.name)
                    text.write(" = ")
                    text.writeLine(member.name)
                }
                text.writeLine("        }")
            }
            // Its parameters and body follow from each other: the initializer differs only as a whole.
            units.append(.written("init \(Self.levelWord(initializerLevel))", text))
        }
        return .block(
            "Overrides",
            opening: [
                "    /// Replacements for what \(plan.component.generatedName) builds, for tests and previews: each one stands where",
                "    /// its binding would be built and keeps that binding's scope. Pass them to `init(…, overrides:)`.",
                "    \(Self.modifier(level))struct Overrides\(conformance) {",
            ],
            units: units,
            layout: .members,
            closing: ["    }"]
        )
    }

    /// The modifier a member of `level` is declared with, and a space: `public `, or nothing for internal.
    private static func modifier(_ level: AccessLevel) -> String {
        level.memberModifier.map { $0 + " " } ?? ""
    }

    /// `Internal`, `Package`: the level as the first word of a sentence.
    private static func levelWord(_ level: AccessLevel) -> String {
        let word = level.memberModifier ?? "internal"
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `A`, `A and B`, `A, B and C`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The class that holds the overrides given to this component instance and the slots of its scoped
    /// replacements; `nil` in production.
    func replacementsClass() -> GeneratedUnit {
        let conformance = wiring.treeIsSendable(plan.index) ? ": Sendable" : ""
        var properties: [GeneratedUnit] = [.lines("overrides", ["        let overrides: \(overridesTypeName)"])]
        for site in overrideSites where keepsReplacementInSlot(site) {
            let valueType = model.swift(OverridesPlan.valueType(of: site, in: model))
            properties.append(
                .lines(
                    replacementSlot(site),
                    ["        let \(replacementSlot(site)) = SutureRuntime.ComponentSingleton<\(valueType)>()"]))
        }
        let initializer = GeneratedUnit.lines(
            "init",
            [
                "        init(overrides: \(overridesTypeName)) {",
                "            self.overrides = overrides",
                "        }",
            ])
        return .block(
            "Replacements",
            opening: [
                "    /// The overrides this instance was given, with the replacements it keeps for their scopes.",
                "    fileprivate final class Replacements\(conformance) {",
            ],
            units: [.group("stored properties", properties), initializer],
            layout: .members,
            closing: ["    }"]
        )
    }

    /// Whether the site's replacement is kept in a slot: the binding is a singleton, custom-scoped or weak.
    private func keepsReplacementInSlot(_ site: OverridesPlan.Site) -> Bool {
        switch model.bindings[site.node.binding].scope {
        case .singleton, .custom, .weak: true
        case .transient, .graph: false
        }
    }

    /// The slot or `.graph` instance that keeps a site's replacement: `storedOven`, `replacedOven`.
    func replacementSlot(_ site: OverridesPlan.Site) -> String {
        let provideName = wiring.overrides.provideNames[site] ?? ""
        return (keepsReplacementInSlot(site) ? "stored" : "replaced") + provideName.dropFirst("provide".count)
    }

    /// The `.graph` sites of this class, whose replacements a call's `GraphInstances` keeps.
    var graphReplacementSites: [OverridesPlan.Site] {
        overrideSites.filter { model.bindings[$0.node.binding].scope == .graph }
    }

    /// The function that answers a site: the replacement when one is given, else the binding's make function.
    func provideFunction(_ site: OverridesPlan.Site) -> GeneratedUnit {
        let node = site.node
        let takesGraph = wiring.graphNodes.contains(node)
        let name = wiring.overrides.provideNames[site] ?? ""
        let member = wiring.overrides.memberNames[site] ?? ""
        let nodeEffects = wiring.effects(of: node)
        // A tree of many replaceable bindings has one of these per site.
        var function = GeneratedFunction(name, isWrittenStraight: isOnlyConfiguration, capacity: 384)
        function.write("    fileprivate func ")
        function.write(name)
        function.write(takesGraph ? "(graph: GraphInstances)" : "()")
        for word in nodeEffects.words {
            function.write(" ")
            function.write(word)
        }
        function.write(" -> ")
        function.write(model.swift(OverridesPlan.valueType(of: site, in: model)))
        function.startStatement()
        function.write("        ")
        function.write(Self.replacementCheck)
        function.write(member)
        /// `{ return value }` on the line of the check when it fits, else on a line of its own.
        func replaced(_ value: String) {
            if SourceText.fits("        ", Self.replacementCheck, member, " { return ", value, " }") {
                function.write(" { return ")
                function.write(value)
                function.writeLine(" }")
            } else {
                function.writeLine(" {")
                function.write("            return ")
                function.writeLine(value)
                function.writeLine("        }")
            }
        }
        switch model.bindings[node.binding].scope {
        case .singleton, .custom, .weak:
            replaced("replacements.\(replacementSlot(site)).get(replace)")
        case .transient:
            replaced("replace()")
        case .graph:
            let slot = "graph." + replacementSlot(site)
            function.writeLine(" {")
            function.writeLine("            if let existing = \(slot) { return existing }")
            function.writeLine("            let instance = replace()")
            function.writeLine("            \(slot) = instance")
            function.writeLine("            return instance")
            function.writeLine("        }")
        }
        function.startStatement()
        function.write("        return ")
        function.write(nodeEffects.prefix)
        function.write(names.make(node.binding))
        function.writeLine(takesGraph ? "(graph: graph)" : "()")
        return function.unit()
    }

    /// What a provide function checks before it answers with a replacement, up to the member's name.
    private static let replacementCheck = "if isOverridden, let replacements, let replace = replacements.overrides."

    /// The provide function a request made with `edge` calls, when the request consults a replacement.
    func provideName(for edge: ResolvedEdge) -> String? {
        wiring.overrides.site(of: edge, in: model).flatMap { wiring.overrides.provideNames[$0] }
    }
}
