/// Writes a `GraphDiff` as text for a pull request: a one-line summary, then one line per change, grouped by
/// component in name order.
///
/// Each line starts with `+` (added), `-` (removed) or `~` (changed) in the first column, so the text reads as a diff
/// where a review tool colours one (a code block marked `diff`), then what changed, padded so the names line up:
///
///     + binding      ProofingCabinet (singleton, module BakeryKitchen)
///     ~ scope        Bag: transient -> graph (widened)
///     + edge         Baker -> ProofingCabinet (into BakeryKitchen)
package struct GraphDiffRenderer {
    /// The diff to write.
    package let diff: GraphDiff

    /// A renderer of `diff`.
    package init(diff: GraphDiff) {
        self.diff = diff
    }

    /// The summary, then each component's lines after a blank line and its name.
    package func render() -> String {
        var lines = [summary]
        for group in diff.components {
            lines.append("")
            lines.append(group.component)
            lines += group.changes.map { Self.line($0, in: group.component).aligned }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `suture: error: guarded change (new-singleton) in Bakery: + binding Cabinet (singleton)`: one line per change a
    /// guard forbids, compiler-style, for standard error.
    package static func message(for guarded: GuardedChange) -> String {
        "suture: error: guarded change (\(guarded.guardRule)) in \(guarded.component): \(line(guarded.change, in: guarded.component).compact)"
    }

    /// `9 graph changes in Bakery, Shift: 1 entry point added, 2 bindings added, …`, or `No graph changes.`
    package var summary: String {
        let changes = diff.allChanges
        guard !changes.isEmpty else { return "No graph changes." }
        let lines = changes.map { Self.line($0.change, in: $0.component) }
        var parts: [String] = []
        for kind in ["component", "entry point", "binding", "scope", "edge"] {
            for (sign, verb) in [("+", "added"), ("-", "removed"), ("~", "changed")] {
                let number = lines.filter { $0.kind == kind && $0.sign == Character(sign) }.count
                guard number > 0 else { continue }
                parts.append(Self.counted(number, kind, verb) + (kind == "scope" ? scopeDirections : ""))
            }
        }
        let names = diff.components.map(\.component).joined(separator: ", ")
        return Self.counted(lines.count, "graph change", "in \(names):") + " " + parts.joined(separator: ", ")
    }

    /// ` (2 widened, 1 narrowed)` after the count of scope changes, or nothing when no scope is ordered.
    private var scopeDirections: String {
        let lifetimes = diff.allChanges.compactMap { _, change -> ScopeLifetime.Change? in
            guard case .scopeChanged(_, _, _, let lifetime) = change else { return nil }
            return lifetime
        }
        let words = [(ScopeLifetime.Change.widened, "widened"), (.narrowed, "narrowed")].compactMap {
            lifetime, word -> String? in
            let number = lifetimes.filter { $0 == lifetime }.count
            return number > 0 ? "\(number) \(word)" : nil
        }
        return words.isEmpty ? "" : " (" + words.joined(separator: ", ") + ")"
    }

    /// `2 bindings added`.
    private static func counted(_ number: Int, _ noun: String, _ verb: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s") \(verb)"
    }

    /// One change: its sign, what kind of thing changed, and the rest.
    struct Line {
        /// `+`, `-` or `~`.
        var sign: Character
        /// `binding`, `entry point`, `edge`…
        var kind: String
        /// The names and what happened to them.
        var subject: String

        /// The width the kinds are padded to, so that names line up.
        static let kindWidth = 13

        /// `+ binding      Croissant (transient)`.
        var aligned: String {
            "\(sign) \(kind)" + String(repeating: " ", count: max(1, Self.kindWidth - kind.count)) + subject
        }

        /// `+ binding Croissant (transient)`.
        var compact: String { "\(sign) \(kind) \(subject)" }
    }

    /// The line of `change`, listed under `component`.
    static func line(_ change: GraphChange, in component: String) -> Line {
        switch change {
        case .componentAdded(let scope, let parent):
            var place: [String] = []
            if let scope { place.append("scope \(scope)") }
            place.append(parent.map { "below \($0)" } ?? "root")
            return Line(sign: "+", kind: "component", subject: "\(component) (" + place.joined(separator: ", ") + ")")
        case .componentRemoved:
            return Line(sign: "-", kind: "component", subject: component)
        case .componentMoved(let oldScope, let newScope, let oldParent, let newParent):
            var moves: [String] = []
            if oldScope != newScope { moves.append("scope \(oldScope ?? "none") -> \(newScope ?? "none")") }
            if oldParent != newParent { moves.append("parent \(oldParent ?? "none") -> \(newParent ?? "none")") }
            return Line(sign: "~", kind: "component", subject: "\(component): " + moves.joined(separator: ", "))
        case .entryPointAdded(let name, let type):
            return Line(sign: "+", kind: "entry point", subject: "\(name): \(type)")
        case .entryPointRemoved(let name, let type):
            return Line(sign: "-", kind: "entry point", subject: "\(name): \(type)")
        case .entryPointRetyped(let name, let oldType, let newType):
            return Line(sign: "~", kind: "entry point", subject: "\(name): \(oldType) -> \(newType)")
        case .bindingAdded(let binding):
            return Line(sign: "+", kind: "binding", subject: describe(binding))
        case .bindingRemoved(let binding):
            return Line(sign: "-", kind: "binding", subject: describe(binding))
        case .scopeChanged(let binding, let oldScope, let newScope, let lifetime):
            let direction: String
            switch lifetime {
            case .widened: direction = " (widened)"
            case .narrowed: direction = " (narrowed)"
            case .unordered: direction = ""
            }
            return Line(sign: "~", kind: "scope", subject: "\(binding): \(oldScope) -> \(newScope)\(direction)")
        case .edgeAdded(let edge):
            return Line(sign: "+", kind: "edge", subject: describe(edge))
        case .edgeRemoved(let edge):
            return Line(sign: "-", kind: "edge", subject: describe(edge))
        }
    }

    /// `StoneOven as Oven (singleton, module BakeryKitchen)`, `StartersModule.rye(): Starter named "rye" (singleton)`.
    private static func describe(_ binding: GraphChange.Binding) -> String {
        var text = binding.name
        if let own = binding.keys.first, own != binding.name { text += ": \(own)" }
        if binding.keys.count > 1 { text += " as " + binding.keys.dropFirst().joined(separator: ", ") }
        var details = [binding.scope]
        if binding.isFromAnotherModule, let module = binding.module { details.append("module \(module)") }
        return text + " (" + details.joined(separator: ", ") + ")"
    }

    /// `Baker -> StoneOven`, `Bakery.oven -> StoneOven (into BakeryKitchen)` when it crosses into another module.
    private static func describe(_ edge: GraphChange.Edge) -> String {
        let text = "\(edge.source.text) -> \(edge.target)"
        guard edge.crossesModules, let module = edge.targetModule else { return text }
        return text + " (into \(module))"
    }
}
