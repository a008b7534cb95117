/// The data the HTML report's script reads: the JSON export unchanged under `graph`, and under `report` what the page
/// adds to each node (its metrics, its dependents and what provides it) and the nodes most others depend on.
struct HTMLReportData {
    /// How many nodes the "what a change here would touch" list shows.
    static let mostDependedOnLimit = 10

    let picture: GraphPicture
    let metrics: GraphMetrics
    /// The JSON export of the same picture.
    let graph: JSONRenderer

    /// Writes the data into `writer`: the export, then the report, under the schema's report keys (in their order).
    func write(into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key(GraphDocumentSchema.ReportKey.graph.rawValue)
        graph.write(into: &writer)
        writer.key(GraphDocumentSchema.ReportKey.report.rawValue)
        writer.value(report())
        writer.endObject()
    }

    /// What the report adds to each node, and the nodes most others depend on.
    private func report() -> JSONValue {
        var nodes: [String: JSONValue] = [:]
        for (index, node) in picture.nodes.enumerated() {
            let measure = metrics.measures[index]
            nodes[node.id] = Self.object([
                .name: .string(GraphPicture.name(node.binding)),
                .provider: .string(Self.provider(of: node.binding)),
                .providedBy: .string(Self.providedBy(node.binding)),
                .fanIn: .number(measure.fanIn),
                .fanOut: .number(measure.fanOut),
                .depth: .number(measure.depth),
                .transitiveDependents: .number(measure.transitiveDependents),
                .dependencies: .array(metrics.dependencies[index].map { .string(metrics.nodeIDs[$0]) }),
                .dependents: .array(metrics.dependentNodes[index].map { .string(metrics.nodeIDs[$0]) }),
                .entryPoints: .array(metrics.dependentEntryPoints[index].map(JSONValue.string)),
            ])
        }
        return Self.object([
            .nodes: .object(nodes),
            .mostDependedOn: .array(
                metrics.mostDependedOn(limit: Self.mostDependedOnLimit).map { .string(metrics.nodeIDs[$0]) }
            ),
        ])
    }

    /// An object of the report's data, its members named by the schema's report keys.
    private static func object(_ members: [GraphDocumentSchema.ReportKey: JSONValue]) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: members.map { ($0.key.rawValue, $0.value) }))
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
