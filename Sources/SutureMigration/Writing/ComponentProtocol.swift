import SwiftSyntax

/// Writes the `@Component` protocol that takes a Needle component class's place: an entry point for each converted
/// member, with its name and type, so code that read the component reads the protocol the same way; the members left
/// stay, commented out, for a person to move.
package enum ComponentProtocol {
    /// The protocol's text, indented as the class was (its first line without the indentation, as it replaces the
    /// class from its first attribute or keyword).
    package static func text(
        for component: NeedleComponent, members: [(NeedleMember, Conversion)], hasModule: Bool, source: [UInt8]
    ) -> String {
        let declaration = component.declaration
        let outer = indentation(at: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, in: source)
        let inner = outer + "    "
        var arguments: [String] = []
        if hasModule { arguments.append("modules: [\(NeedleConverter.moduleName(of: component)).self]") }
        if case .child = component.kind { arguments.append("scope: \(NeedleConverter.scope(of: component))") }
        var lines = declaration.attributes.map { $0.trimmedDescription }
        lines.append(arguments.isEmpty ? "@Component" : "@Component(\(arguments.joined(separator: ", ")))")
        let access = declaration.modifiers.map(\.name.text).filter { ["public", "package"].contains($0) }
        lines.append((access + ["protocol", component.name]).joined(separator: " ") + " {")
        let kept = component.dynamicDependencies ?? []
        if case .bootstrap = component.kind, !kept.isEmpty {
            lines.append(inner + "init(" + kept.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")")
        }
        for value in kept {
            // Two kept values of one type are bound instances named by their labels: so are their entry points.
            let sharesItsType = kept.filter { BindingConverter.sameType($0.type, value.type) }.count > 1
            let qualifier = sharesItsType ? "@Qualified(\"\(value.name)\") " : ""
            lines.append(inner + qualifier + "var \(value.name): \(value.type) { get }")
        }
        var left: [NeedleMember] = []
        for (member, conversion) in members {
            switch conversion {
            case .injectable, .provider:
                lines += comments(of: member.declaration).map { inner + $0 }
                lines.append(inner + "var \(member.name): \(member.type) { get }")
            case .subcomponent(let subcomponent):
                lines += comments(of: member.declaration).map { inner + $0 }
                switch member.kind {
                case .function(let parameters, _):
                    lines.append(inner + "func \(member.name)\(parameters) -> any \(subcomponent.child)")
                case .property, .other:
                    lines.append(inner + "var \(member.name): any \(subcomponent.child) { get }")
                }
            case .left:
                left.append(member)
            }
        }
        if !left.isEmpty {
            if lines.last?.hasSuffix("{") == false { lines.append("") }
            lines.append(inner + "// Left by `suture migrate needle`; its report says why:")
            for (position, member) in left.enumerated() {
                if position > 0 { lines.append("") }
                let memberIndentation = indentation(
                    at: member.declaration.positionAfterSkippingLeadingTrivia.utf8Offset, in: source)
                for (index, line) in member.declaration.trimmedDescription.split(
                    separator: "\n", omittingEmptySubsequences: false
                ).enumerated() {
                    var text = Substring(line)
                    if index > 0, text.hasPrefix(memberIndentation) { text = text.dropFirst(memberIndentation.count) }
                    lines.append(inner + "// " + text)
                }
            }
        }
        lines.append("}")
        return lines.enumerated().map { index, line in
            index == 0 || line.isEmpty || line.hasPrefix(inner) ? line : outer + line
        }.joined(separator: "\n")
    }

    /// The comment lines before a member (its doc comment), trimmed.
    private static func comments(of declaration: DeclSyntax) -> [String] {
        declaration.leadingTrivia.compactMap { piece -> String? in
            switch piece {
            case .lineComment(let text), .docLineComment(let text): text
            default: nil
            }
        }
    }

    /// The spaces and tabs that start the line holding `offset`.
    private static func indentation(at offset: Int, in text: [UInt8]) -> String {
        var start = offset
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < text.count, text[end] == UInt8(ascii: " ") || text[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: text[start..<end], as: UTF8.self)
    }
}
