extension ResolvedGraph {
    /// The note that names the request, then the trace back to the entry point.
    ///
    /// `component` is where the request is made, so that an entry point of a subcomponent is traced on to the
    /// entry point that creates it.
    func requestNotes(_ request: DependencyRequest, from node: GraphNode?, in component: Int?) -> [GraphDiagnostic.Note]
    {
        let creation = node == nil ? component.map(creationNotes) ?? [] : []
        return [.init("requested by \(request.requester)", at: request.location)] + trace(from: node) + creation
    }

    /// The notes that lead from a request made by `node` back to the entry point that needed it, and on to the
    /// entry points that create the subcomponent it belongs to.
    package func trace(from node: GraphNode?) -> [GraphDiagnostic.Note] {
        var notes: [GraphDiagnostic.Note] = []
        var current = node
        var seen: Set<GraphNode> = []
        var entryComponent: Int?
        while let step = current, seen.insert(step).inserted, let reach = reaches[step] {
            let name = graph.bindings[step.binding].displayName
            let request = request(reach)
            notes.append(.init("\(name) is requested by \(request.requester)", at: request.location))
            entryComponent = reach.entryComponent
            current = reach.from
        }
        return notes + (entryComponent.map(creationNotes) ?? [])
    }

    /// For a subcomponent, the entry points that create it, up to the root: `RequestScope is created by entry
    /// point Server.request(_:)`.
    package func creationNotes(of component: Int) -> [GraphDiagnostic.Note] {
        var notes: [GraphDiagnostic.Note] = []
        var current = component
        var seen: Set<Int> = [component]
        while let parent = graph.components[current].parent, seen.insert(parent).inserted {
            guard let entry = graph.components[parent].entries.first(where: { $0.subcomponent == current }) else {
                break
            }
            notes.append(
                .init(
                    "\(graph.components[current].name) is created by \(entry.request.requester)",
                    at: entry.request.location
                )
            )
            current = parent
        }
        return notes
    }
}
