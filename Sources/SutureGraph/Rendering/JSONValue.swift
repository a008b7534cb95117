/// A JSON document written with sorted keys and two-space indentation, so output is byte-stable.
indirect enum JSONValue {
    case string(String)
    case number(Int)
    /// A number that is not a whole `Int` (a fraction, an exponent, or too large), as written; only read, never
    /// written by the renderers.
    case decimal(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// `.string` or `.null`.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// The document as text, written by one `JSONWriter` into one buffer.
    func render() -> String {
        var writer = JSONWriter()
        writer.write(self)
        return writer.text
    }
}
