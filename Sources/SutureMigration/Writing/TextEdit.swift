/// A change to a file: the bytes from a UTF-8 offset replaced by text (none replaced: an insertion).
package struct TextEdit: Equatable {
    /// The file.
    package let path: String
    /// Where the change starts.
    package let offset: Int
    /// How many bytes from `offset` it replaces.
    package let length: Int
    /// The text put there.
    package let text: String

    package init(path: String, offset: Int, length: Int = 0, text: String) {
        self.path = path
        self.offset = offset
        self.length = length
        self.text = text
    }

    /// `text` with `edits` applied; two edits at one offset keep their order.
    package static func apply(_ edits: [TextEdit], to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted { ($0.element.offset, $0.offset) > ($1.element.offset, $1.offset) }
        for (_, edit) in ordered {
            let offset = min(max(edit.offset, 0), bytes.count)
            let end = min(offset + max(edit.length, 0), bytes.count)
            bytes.replaceSubrange(offset..<end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
