import Foundation

/// A Markdown table of load runs.
struct LoadTable {
    let results: [LoadResult]

    var text: String {
        var lines = [
            "",
            "| Loopback load | requests | connections | errors | requests/s | live scopes after run | after shutdown |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for result in results {
            lines.append(
                "| \(result.server) | \(result.requests) | \(result.connections) | \(result.failed) "
                    + "| \(String(format: "%.0f", result.requestsPerSecond)) | \(result.liveScopesAfterRun) "
                    + "| \(result.liveScopesAfterShutdown) |"
            )
        }
        return lines.joined(separator: "\n")
    }
}
