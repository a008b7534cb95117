/// A Markdown table of one result divided by another, for each library: how a cost grows from one row to the next.
struct RatioTable {
    /// One row: `numerator ÷ denominator`, under a heading.
    struct Row {
        let title: String
        let numerator: ScenarioResult
        let denominator: ScenarioResult
    }

    let rows: [Row]

    /// The table; "—" where either result is missing.
    func markdown() -> String {
        var lines: [String] = []
        lines.append("| Ratio | " + Library.allCases.map(\.title).joined(separator: " | ") + " |")
        lines.append("| --- |" + String(repeating: " ---: |", count: Library.allCases.count))
        for row in rows {
            let cells = Library.allCases.map { library -> String in
                guard let numerator = row.numerator.nanoseconds[library],
                    let denominator = row.denominator.nanoseconds[library], denominator > 0
                else { return "—" }
                return NumberText.ratio(numerator / denominator)
            }
            lines.append("| \(row.title) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
