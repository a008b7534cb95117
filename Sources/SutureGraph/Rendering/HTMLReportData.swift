/// The data the HTML report's script reads: the JSON export unchanged under `graph`, and under `report` what the page
/// adds to each node (its metrics, its dependents and what provides it) and the nodes most others depend on.
struct HTMLReportData {
    /// How many nodes the "what a change here would touch" list shows.
    static let mostDependedOnLimit = 10

    let picture: GraphPicture
    /// The nodes' metrics, measured while the export is written.
    let metrics: BackgroundValue<GraphMetrics>
    /// The JSON export of the same picture.
    let graph: JSONRenderer

    /// Writes the data into `writer`: the export, then the report, under the schema's report keys (in their order).
    func write(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(GraphDocumentSchema.ReportKey.graph.rawValue)
        graph.write(into: &writer)
        writer.key(GraphDocumentSchema.ReportKey.report.rawValue)
        writeReport(metrics.result(), into: &writer)
        writer.endObject()
    }

    /// The members of a node's report, in the order of their keys' spelling, as the document writes them.
    private static let nodeKeys: [GraphDocumentSchema.ReportKey] = [
        .name, .provider, .providedBy, .fanIn, .fanOut, .depth, .transitiveDependents, .dependencies, .dependents,
        .entryPoints,
    ].sorted { $0.rawValue < $1.rawValue }

    /// Writes what the report adds to each node, and the nodes most others depend on, member by member: at 60,000
    /// bindings a tree of the report held more memory than its text.
    private func writeReport(_ metrics: GraphMetrics, into writer: inout JSONWriter) {
        writer.beginObject()
        // `mostDependedOn` is spelled before `nodes`.
        writer.key(GraphDocumentSchema.ReportKey.mostDependedOn.rawValue)
        writer.strings(metrics.mostDependedOn(limit: Self.mostDependedOnLimit).lazy.map { metrics.nodeIDs[$0] })
        writer.key(GraphDocumentSchema.ReportKey.nodes.rawValue)
        writer.beginObject()
        // Node ids are distinct: the picture numbers any two alike.
        let order = picture.nodes.indices.sorted { picture.nodes[$0].id < picture.nodes[$1].id }
        writer.entries(count: order.count) { [self] item, writer in
            writer.key(picture.nodes[order[item]].id)
            writeNode(order[item], metrics: metrics, into: &writer)
        }
        writer.endObject()
        writer.endObject()
    }

    /// Writes the report of the node at `index`.
    private func writeNode(_ index: Int, metrics: GraphMetrics, into writer: inout JSONWriter) {
        let binding = picture.nodes[index].binding
        let measure = metrics.measures[index]
        writer.beginObject()
        for key in Self.nodeKeys {
            writer.key(key.rawValue)
            switch key {
            case .name: writer.string(GraphPicture.name(binding))
            case .provider: writer.string(Self.provider(of: binding))
            case .providedBy: writer.string(Self.providedBy(binding))
            case .fanIn: writer.number(measure.fanIn)
            case .fanOut: writer.number(measure.fanOut)
            case .depth: writer.number(measure.depth)
            case .transitiveDependents: writer.number(measure.transitiveDependents)
            case .dependencies: writer.strings(metrics.dependencies[index].lazy.map { metrics.nodeIDs[$0] })
            case .dependents: writer.strings(metrics.dependentNodes[index].lazy.map { metrics.nodeIDs[$0] })
            case .entryPoints: writer.strings(metrics.dependentEntryPoints[index])
            case .graph, .report, .nodes, .mostDependedOn: writer.value(.null)
            }
        }
        writer.endObject()
    }

    /// The type that provides the binding: the `@Injectable` type, the `@Module`, or the component given the instance.
    static func provider(of binding: Binding) -> String {
        switch binding.source {
        case .injectable(let typeName, _): typeName
        case .provider(let moduleName, _): moduleName
        case .boundInstance(let componentName, _): componentName
        }
    }

    /// How the binding is provided, as the source says it: `@Injectable class StoneOven`,
    /// `@Provides BakeryModule.ryeStarter()`, `bound instance 'config' of Bakery`.
    static func providedBy(_ binding: Binding) -> String {
        switch binding.source {
        case .injectable(let typeName, let kind): "@Injectable \(kind.rawValue) \(typeName)"
        case .provider(let moduleName, _): "@Provides \(moduleName).\(binding.signature)"
        case .boundInstance(let componentName, let parameterName):
            "bound instance '\(parameterName)' of \(componentName)"
        }
    }
}
