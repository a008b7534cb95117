/// The results as a Markdown table: median ns/op with the ratio to hand-written code, "—" with a footnote where a
/// library does not fit.
struct ResultsTable {
    let results: [ScenarioResult]

    /// The table, then its footnotes.
    func markdown() -> String {
        var footnotes: [String] = []
        func footnoteNumber(_ reason: String) -> Int {
            if let index = footnotes.firstIndex(of: reason) {
                return index + 1
            }
            footnotes.append(reason)
            return footnotes.count
        }

        var lines: [String] = []
        lines.append("| Scenario | " + Library.allCases.map(\.title).joined(separator: " | ") + " |")
        lines.append("| --- |" + String(repeating: " ---: |", count: Library.allCases.count))
        for result in results {
            let cells = Library.allCases.map { library -> String in
                if let value = result.nanoseconds[library] {
                    let number = NumberText.nanoseconds(value)
                    guard let ratio = result.ratioToHandWritten(library) else { return number }
                    return "\(number) (\(NumberText.ratio(ratio)))"
                }
                let reason = result.reasons[library] ?? "not measured"
                return "—" + NumberText.superscript(footnoteNumber(reason))
            }
            lines.append("| \(result.title) | " + cells.joined(separator: " | ") + " |")
        }
        if !footnotes.isEmpty {
            lines.append("")
            for (index, footnote) in footnotes.enumerated() {
                lines.append(NumberText.superscript(index + 1) + " " + footnote)
                lines.append("")
            }
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }
}
