/// Draws the graph as a Mermaid flowchart: a subgraph per component, entry points rounded, deferred edges dotted.
struct MermaidRenderer {
    let picture: GraphPicture

    func render() -> String {
        var ids: [String: String] = [:]
        func id(_ key: String) -> String {
            if let known = ids[key] { return known }
            let made = "n\(ids.count)"
            ids[key] = made
            return made
        }
        var lines = ["flowchart LR"]
        for component in picture.components {
            let scope = component.scope.map { " \($0)" } ?? ""
            lines.append("    subgraph \(id("component:" + component.name))[\(text(component.name + scope))]")
            for entry in picture.entries where entry.component == component.name {
                lines.append("        \(id(entry.id))([\(text(entry.name + ": " + entry.type))])")
            }
            for node in picture.nodes where node.component == component.name {
                lines.append("        \(id(node.id))[\(text(node.label))]")
            }
            lines.append("    end")
        }
        for entry in picture.entries {
            for target in entry.targets { lines.append("    \(id(entry.id)) --> \(id(target))") }
            if let child = entry.subcomponent { lines.append("    \(id(entry.id)) ==> \(id("component:" + child))") }
        }
        for edge in picture.edges {
            if edge.request.isDeferred {
                lines.append("    \(id(edge.from)) -.->|\(text(edge.request.requestedType))| \(id(edge.to))")
            } else {
                lines.append("    \(id(edge.from)) --> \(id(edge.to))")
            }
        }
        for missing in picture.missing {
            let target = id("missing:" + missing.from + "/" + missing.request.key.description)
            lines.append("    \(target)[\(text("missing: " + missing.request.key.description))]")
            lines.append("    \(id(missing.from)) -.-x \(target)")
        }
        for defaulted in picture.defaulted {
            let target = id("default:" + defaulted.from + "/" + defaulted.request.key.description)
            lines.append("    \(target)[\(text(GraphPicture.defaultLabel(defaulted.request)))]")
            lines.append("    \(id(defaulted.from)) -.- \(target)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func text(_ label: String) -> String {
        "\"" + label.replacingAll("\"", with: "#quot;") + "\""
    }
}
