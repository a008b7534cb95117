import Foundation

/// Writes measured numbers the way the tables show them.
enum NumberText {
    /// Nanoseconds: one decimal below 100, whole numbers with thousands separators above.
    static func nanoseconds(_ value: Double) -> String {
        if value < 100 {
            return String(format: "%.1f", value)
        }
        return grouped(Int(value.rounded()))
    }

    /// A ratio: `×1.43`, `×12.5`, `×340`.
    static func ratio(_ value: Double) -> String {
        if value < 10 {
            return "×" + String(format: "%.2f", value)
        }
        if value < 100 {
            return "×" + String(format: "%.1f", value)
        }
        return "×" + grouped(Int(value.rounded()))
    }

    /// A whole number with thousands separators: `10,000`.
    static func count(_ value: Int) -> String {
        grouped(value)
    }

    /// A footnote's number in superscript digits: `¹`, `¹²`.
    static func superscript(_ number: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return String(String(number).compactMap { $0.wholeNumberValue.map { digits[$0] } })
    }

    private static func grouped(_ value: Int) -> String {
        let text = String(value)
        var result = ""
        for (index, character) in text.enumerated() {
            if index > 0 && (text.count - index) % 3 == 0 {
                result.append(",")
            }
            result.append(character)
        }
        return result
    }
}
