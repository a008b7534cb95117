import Foundation

/// A Markdown table of one framework's per-request results, each as a ratio to the first (the hand-written one).
struct PerRequestTable {
    let framework: String
    let results: [PerRequestResult]

    /// The rows that were measured (`--only` leaves the others out), or "" when none was.
    var text: String {
        let measured = results.filter(\.wasMeasured)
        guard !measured.isEmpty else { return "" }
        // The ratios are to the hand-written row, the first, or "—" when `--only` left it out.
        let baseline = results.first.flatMap { $0.wasMeasured ? $0 : nil }
        var lines = [
            "",
            "| \(framework), per request | ns | × hand-written | ns above | allocations | above |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for result in measured {
            let ratio = baseline.map {
                "×" + format(result.nanosecondsPerRequest / $0.nanosecondsPerRequest, digits: 2)
            }
            let above = baseline.map { format(result.nanosecondsPerRequest - $0.nanosecondsPerRequest, digits: 0) }
            let allocationsAbove = baseline.map {
                format(result.allocationsPerRequest - $0.allocationsPerRequest, digits: 1)
            }
            lines.append(
                "| \(result.name) | \(format(result.nanosecondsPerRequest, digits: 0)) | \(ratio ?? "—") "
                    + "| \(above ?? "—") | \(format(result.allocationsPerRequest, digits: 1)) "
                    + "| \(allocationsAbove ?? "—") |"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
