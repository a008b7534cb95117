extension BindingGraph {
    /// Whether the graph compiler generates the component at `index`: roots, and subcomponents that a generated
    /// parent returns; validation and planning both ask.
    func isGenerated(component index: Int) -> Bool {
        var current = index
        var seen: Set<Int> = [index]
        while true {
            let component = components[current]
            guard let parent = component.parent else { return component.scope == nil }
            guard seen.insert(parent).inserted else { return false }
            current = parent
        }
    }
}
