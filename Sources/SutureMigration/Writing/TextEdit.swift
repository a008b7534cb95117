/// An insertion into a file: text placed at a UTF-8 offset.
package struct TextEdit: Equatable {
    /// The file.
    package let path: String
    /// Where the text goes.
    package let offset: Int
    /// The text.
    package let text: String

    package init(path: String, offset: Int, text: String) {
        self.path = path
        self.offset = offset
        self.text = text
    }

    /// `text` with `edits` applied; two edits at one offset keep their order.
    package static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }
        for (_, edit) in ordered {
            let offset = min(max(edit.offset, 0), bytes.count)
            bytes.insert(contentsOf: Array(edit.text.utf8), at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
