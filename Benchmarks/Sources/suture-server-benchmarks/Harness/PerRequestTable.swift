import Foundation

/// A Markdown table of one framework's per-request results, each as a ratio to the first (the hand-written one).
struct PerRequestTable {
    let framework: String
    let results: [PerRequestResult]

    var text: String {
        guard let baseline = results.first else { return "" }
        var lines = [
            "",
            "| \(framework), per request | ns | × hand-written | ns above | allocations | above |",
            "| --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for result in results {
            let ratio = result.nanosecondsPerRequest / baseline.nanosecondsPerRequest
            let above = result.nanosecondsPerRequest - baseline.nanosecondsPerRequest
            let allocationsAbove = result.allocationsPerRequest - baseline.allocationsPerRequest
            lines.append(
                "| \(result.name) | \(format(result.nanosecondsPerRequest, digits: 0)) | ×\(format(ratio, digits: 2)) "
                    + "| \(format(above, digits: 0)) | \(format(result.allocationsPerRequest, digits: 1)) "
                    + "| \(format(allocationsAbove, digits: 1)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
