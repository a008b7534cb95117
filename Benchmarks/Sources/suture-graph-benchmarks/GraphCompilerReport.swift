import Foundation

/// The timings as Markdown: one row per size, the ratio of the largest to the smallest, and the targets.
struct GraphCompilerReport {
    let rows: [GraphCompilerTiming]
    let repetitions: Int

    /// Issue 4's targets for the whole tool run.
    static let targets: [(typeCount: Int, seconds: Double)] = [(1_000, 0.25), (10_000, 1.5)]

    func markdown() -> String {
        var lines: [String] = []
        #if DEBUG
            lines.append("> **Debug build: these numbers mean nothing.** Run with `-c release`.")
            lines.append("")
        #endif
        lines.append("- Date: \(ISO8601DateFormatter().string(from: Date()))")
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            lines.append("- Load average at start of printing (1 minute): \(load.split(separator: " ").first ?? "?")")
        }
        lines.append(
            "- Method: median of \(repetitions) runs after a warm-up run; in-process from source text in memory, "
                + "`suture generate` as a process from files to a file. Each cell: wall clock (processor time)."
        )
        lines.append(
            "- The scan reads files on every processor at once: \(ProcessInfo.processInfo.activeProcessorCount) here, "
                + "so its processor time may exceed its wall clock."
        )
        lines.append("")
        lines.append(
            "| Types | Files | Source | Scan + validate | Generate | In-process total | `suture generate` | "
                + "Generated lines | Diagnostics |"
        )
        lines.append("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in rows {
            lines.append(
                "| \(grouped(row.typeCount)) | \(row.fileCount) | \(grouped(row.inputBytes / 1024)) KiB | "
                    + "\(milliseconds(row.analyze)) | \(milliseconds(row.generate)) | \(milliseconds(row.total)) | "
                    + "\(row.commandLine.map(milliseconds) ?? "—") | \(grouped(row.generatedLines)) | "
                    + "\(row.diagnosticCount) |"
            )
        }
        if let smallest = rows.first, let largest = rows.last, rows.count > 1 {
            let sizeRatio = Double(largest.typeCount) / Double(smallest.typeCount)
            func ratio(_ value: (GraphCompilerTiming) -> Elapsed?) -> String {
                guard let top = value(largest), let bottom = value(smallest), bottom.wall > 0, bottom.processor > 0
                else { return "—" }
                return "×" + String(format: "%.1f", top.wall / bottom.wall) + " ("
                    + String(format: "×%.1f", top.processor / bottom.processor) + ")"
            }
            lines.append(
                "| ratio (linear: ×\(String(format: "%.0f", sizeRatio))) | | | \(ratio(\.analyze)) | "
                    + "\(ratio(\.generate)) | \(ratio(\.total)) | \(ratio(\.commandLine)) | | |"
            )
        }
        lines.append("")
        lines.append("| Target | In-process | `suture generate` | Verdict |")
        lines.append("| --- | ---: | ---: | --- |")
        for target in GraphCompilerReport.targets {
            guard let row = rows.first(where: { $0.typeCount == target.typeCount }) else { continue }
            let whole = row.commandLine ?? row.total
            let verdict: String
            if whole.wall <= target.seconds {
                verdict = "met"
            } else if whole.processor <= target.seconds {
                verdict = "met in processor time; missed on the wall clock (a busy machine?)"
            } else {
                verdict = "**missed**"
            }
            lines.append(
                "| \(grouped(target.typeCount)) types ≤ \(String(format: "%.2f", target.seconds)) s | "
                    + "\(seconds(row.total)) | \(row.commandLine.map(seconds) ?? "—") | \(verdict) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// `227 ms (190)`: the wall clock, then the processor time in brackets.
    private func milliseconds(_ value: Elapsed) -> String {
        String(format: "%.0f ms (%.0f)", value.wall * 1000, value.processor * 1000)
    }

    /// `0.227 s (0.190)`: the wall clock, then the processor time in brackets.
    private func seconds(_ value: Elapsed) -> String {
        String(format: "%.3f s (%.3f)", value.wall, value.processor)
    }

    private func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }
}
