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

    /// The document as text.
    func render(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return Self.quote(text)
        case .number(let value): return String(value)
        case .decimal(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let values):
            guard !values.isEmpty else { return "[]" }
            return "[\n" + values.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.keys.sorted().map { key in
                inner + Self.quote(key) + ": " + (members[key] ?? .null).render(indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    private static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
