/// What changed between two graphs, grouped by component: components, entry points, bindings, scopes and dependency
/// edges that were added, removed or changed.
///
/// A binding is one change however many components make it, listed under the component nearest the root that makes
/// it; an edge is named by the bindings at its two ends, so a binding that moves to another component when its scope
/// changes is a scope change, not a removal and an addition.
package struct GraphDiff: Equatable, Sendable {
    /// The changes of one component, in the order the diff lists them.
    package struct ComponentChanges: Equatable, Sendable {
        /// The component's name.
        package var component: String
        /// Its changes, sorted.
        package var changes: [GraphChange]
    }

    /// The components that changed, by name.
    package private(set) var components: [ComponentChanges]
    /// The old graph's file.
    package let oldFile: String
    /// The new graph's file.
    package let newFile: String
    /// Whether every node of the new graph names its module, which `--guard new-edge-into` needs.
    package let newGraphNamesEveryModule: Bool

    /// Compares `old` with `new`.
    package init(old: GraphDocument, new: GraphDocument) {
        oldFile = old.file
        newFile = new.file
        newGraphNamesEveryModule = new.namesEveryModule
        let matching: GraphFacts.Matching = old.schemaVersion == new.schemaVersion ? .byID : .byKeyAndName
        let before = GraphFacts(old, matching: matching)
        let after = GraphFacts(new, matching: matching)
        var changes: [String: [GraphChange]] = [:]

        for name in Set(before.components.keys).union(after.components.keys) {
            let oldComponent = before.components[name]
            let newComponent = after.components[name]
            if let newComponent, oldComponent == nil {
                changes[name, default: []].append(
                    .componentAdded(scope: newComponent.scope, parent: newComponent.parent))
            } else if newComponent == nil {
                changes[name, default: []].append(.componentRemoved)
            } else if let oldComponent, let newComponent,
                oldComponent.scope != newComponent.scope || oldComponent.parent != newComponent.parent
            {
                changes[name, default: []].append(
                    .componentMoved(
                        oldScope: oldComponent.scope, newScope: newComponent.scope,
                        oldParent: oldComponent.parent, newParent: newComponent.parent))
            }
            let oldEntries = Self.entryTypes(oldComponent)
            let newEntries = Self.entryTypes(newComponent)
            for (entry, type) in newEntries {
                guard let oldType = oldEntries[entry] else {
                    changes[name, default: []].append(.entryPointAdded(name: entry, type: type))
                    continue
                }
                if oldType != type {
                    changes[name, default: []].append(.entryPointRetyped(name: entry, oldType: oldType, newType: type))
                }
            }
            for (entry, type) in oldEntries where newEntries[entry] == nil {
                changes[name, default: []].append(.entryPointRemoved(name: entry, type: type))
            }
        }

        for (name, facts) in after.bindings {
            guard let home = after.home(among: facts.components) else { continue }
            guard let oldFacts = before.bindings[name] else {
                changes[home, default: []].append(.bindingAdded(facts.binding))
                continue
            }
            let oldScope = oldFacts.binding.scope
            let newScope = facts.binding.scope
            if oldScope != newScope {
                let lifetime = ScopeLifetime.change(
                    from: oldScope, to: newScope, components: [new.components, old.components])
                changes[home, default: []].append(
                    .scopeChanged(
                        binding: facts.binding.name, oldScope: oldScope, newScope: newScope, lifetime: lifetime))
            }
        }
        for (name, facts) in before.bindings where after.bindings[name] == nil {
            guard let home = before.home(among: facts.components) else { continue }
            changes[home, default: []].append(.bindingRemoved(facts.binding))
        }

        for (key, facts) in after.edges where before.edges[key] == nil {
            guard let home = after.home(among: facts.components) else { continue }
            changes[home, default: []].append(.edgeAdded(facts.edge))
        }
        for (key, facts) in before.edges where after.edges[key] == nil {
            guard let home = before.home(among: facts.components) else { continue }
            changes[home, default: []].append(.edgeRemoved(facts.edge))
        }

        components = changes.keys.sorted().map { name in
            ComponentChanges(component: name, changes: (changes[name] ?? []).sorted(by: GraphChange.precedes))
        }
    }

    /// Whether the two graphs are the same, as far as the diff looks.
    package var isEmpty: Bool { components.isEmpty }

    /// Every change, component by component.
    package var allChanges: [(component: String, change: GraphChange)] {
        components.flatMap { group in group.changes.map { (group.component, $0) } }
    }

    /// The entry points' types by name; a name used twice (overloads) keeps its first.
    private static func entryTypes(_ component: GraphDocument.Component?) -> [String: String] {
        Dictionary(
            (component?.entryPoints ?? []).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }
}
