/// A piece of the generated file that configurations of the build may write differently, named by a key that is the
/// same in every configuration: a member of a type (`makeOven`, `init`, `Overrides`), a statement of a function, or a
/// whole type. The `#if` merge compares units by key and guards the narrowest one that differs.
struct GeneratedUnit: Hashable, Sendable {
    /// What the unit is, the same in every configuration that writes it: a member's name, a statement's text.
    var key: String
    /// What it holds.
    var content: Content

    /// Lines written whole, or a declaration whose body holds units of its own.
    enum Content: Hashable, Sendable {
        /// Lines that differ only as a whole: a one-line member, a statement, an initializer whose parameters and
        /// body follow from each other.
        case lines([String])
        /// A declaration whose body is merged unit by unit.
        case block(GeneratedBlock)
        /// Lines written whole, straight into bytes, each with its line feed: what a file built for one configuration
        /// writes (it has nothing to merge, so its functions skip the lines and units a merge would read), and any
        /// unit written a piece at a time that differs only as a whole.
        case written([UInt8])
    }

    /// A unit of lines written whole.
    static func lines(_ key: String, _ lines: [String]) -> GeneratedUnit {
        GeneratedUnit(key: key, content: .lines(lines))
    }

    /// A statement (or a declaration no other configuration writes under the same key), keyed by its own text: two
    /// configurations that write it differently write two statements.
    static func statement(_ lines: [String]) -> GeneratedUnit {
        GeneratedUnit(key: lines.count == 1 ? lines[0] : lines.joined(separator: "\n"), content: .lines(lines))
    }

    /// A declaration whose body holds units: `opening` (doc comment and the line that opens the body), the units,
    /// laid out as `layout` says, and `closing`.
    static func block(
        _ key: String, opening: [String], units: [GeneratedUnit], layout: GeneratedBlock.Layout,
        closing: [String]
    ) -> GeneratedUnit {
        GeneratedUnit(
            key: key, content: .block(GeneratedBlock(opening: opening, units: units, layout: layout, closing: closing)))
    }

    /// A unit of text written whole into bytes (see `Content.written`).
    static func written(_ key: String, _ text: GeneratedText) -> GeneratedUnit {
        GeneratedUnit(key: key, content: .written(text.bytes))
    }

    /// A group of units without lines of its own (a type's stored properties), laid out one per line.
    static func group(_ key: String, _ units: [GeneratedUnit]) -> GeneratedUnit {
        block(key, opening: [], units: units, layout: .statements, closing: [])
    }

    /// The block, when the unit is one.
    var block: GeneratedBlock? {
        switch content {
        case .lines, .written: nil
        case .block(let block): block
        }
    }

    /// The unit's text as one configuration writes it.
    var lines: [String] {
        switch content {
        case .lines(let lines): lines
        case .block(let block): block.lines
        case .written(let bytes): GeneratedText.lines(of: bytes[...])
        }
    }

    /// Appends the unit's text as one configuration writes it to `text`, each line with its line feed: the same bytes
    /// as `lines`, with no array of lines built at each level of nesting.
    func write(into text: inout [UInt8]) {
        switch content {
        case .lines(let lines): GeneratedUnit.write(lines, into: &text)
        case .block(let block): block.write(into: &text)
        case .written(let bytes): text.append(contentsOf: bytes)
        }
    }

    /// Appends each of `lines` with its line feed to `text`.
    static func write(_ lines: [String], into text: inout [UInt8]) {
        for line in lines {
            text.append(contentsOf: line.utf8)
            text.append(UInt8(ascii: "\n"))
        }
    }
}
