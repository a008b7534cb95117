/// A declaration with a body, as units: a type whose members, or a function whose statements, configurations of the
/// build may write differently one by one.
struct GeneratedBlock: Hashable, Sendable {
    /// The lines before the body: the doc comment and the line that opens it (`final class SutureApp: App {`); none
    /// for a group of units without lines of its own.
    var opening: [String]
    /// What the body holds, in order.
    var units: [GeneratedUnit]
    /// How the units are laid out.
    var layout: Layout
    /// The lines after the body (`}`).
    var closing: [String]

    /// How a block's units follow each other.
    enum Layout: Hashable, Sendable {
        /// Members of a type: a blank line between two.
        case members
        /// Statements, or the stored properties of a type: one after the other.
        case statements
    }

    /// The block's text as one configuration writes it.
    var lines: [String] {
        var lines = opening
        for (index, unit) in units.enumerated() {
            if index > 0, layout == .members { lines.append("") }
            lines += unit.lines
        }
        return lines + closing
    }

    /// Appends the block's text as one configuration writes it to `text`, each line with its line feed.
    func write(into text: inout [UInt8]) {
        GeneratedUnit.write(opening, into: &text)
        for (index, unit) in units.enumerated() {
            if index > 0, layout == .members { text.append(UInt8(ascii: "\n")) }
            unit.write(into: &text)
        }
        GeneratedUnit.write(closing, into: &text)
    }
}
