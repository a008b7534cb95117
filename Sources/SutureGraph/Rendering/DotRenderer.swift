/// Draws the graph in Graphviz DOT: one cluster per component, entry points as ellipses, deferred edges dashed.
struct DotRenderer {
    let picture: GraphPicture

    func render() -> String {
        var lines = ["digraph Suture {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];"]
        for component in picture.components {
            lines.append("    subgraph \(quoted("cluster_" + component.name)) {")
            let scope = component.scope.map { " \($0)" } ?? ""
            lines.append("        label=\(quoted(component.name + scope));")
            for entry in picture.entries where entry.component == component.name {
                lines.append(
                    "        \(quoted(entry.id)) [shape=ellipse, label=\(quoted(entry.name + ": " + entry.type))];")
            }
            for node in picture.nodes where node.component == component.name {
                lines.append("        \(quoted(node.id)) [label=\(quoted(node.label))];")
            }
            lines.append("    }")
        }
        for entry in picture.entries {
            for target in entry.targets { lines.append("    \(quoted(entry.id)) -> \(quoted(target));") }
            if let child = entry.subcomponent {
                lines.append("    \(quoted(entry.id)) -> \(quoted("cluster_" + child)) [style=bold];")
            }
        }
        for edge in picture.edges {
            let style =
                edge.request.isDeferred ? " [style=dashed, label=\(quoted(edge.request.requestedType))]" : ""
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to))\(style);")
        }
        for (index, missing) in picture.missing.enumerated() {
            let id = "missing\(index)"
            lines.append(
                "    \(id) [shape=box, style=dashed, color=red, label=\(quoted("missing: " + missing.request.key.description))];"
            )
            lines.append("    \(quoted(missing.from)) -> \(id) [color=red];")
        }
        for (index, defaulted) in picture.defaulted.enumerated() {
            let id = "default\(index)"
            let label = quoted(GraphPicture.defaultLabel(defaulted.request))
            lines.append("    \(id) [shape=box, style=dashed, color=gray, label=\(label)];")
            lines.append("    \(quoted(defaulted.from)) -> \(id) [style=dashed, color=gray];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension String {
    /// The string with every `target` replaced (without Foundation).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
