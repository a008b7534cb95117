import Foundation
import SyntheticModules

/// The timings of `suture-graph-benchmarks installed` as Markdown: one row per size and wiring, the cost per binding,
/// the ratios from size to size, and what installing costs over listing.
struct InstalledModulesReport {
    let rows: [InstalledModulesBenchmark.Row]
    let repetitions: Int

    func markdown() -> String {
        var lines: [String] = []
        #if DEBUG
            lines.append("> **Debug build: these numbers mean nothing.** Run with `-c release`.")
            lines.append("")
        #endif
        lines.append("- Date: \(ISO8601DateFormatter().string(from: Date()))")
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            lines.append(
                "- Load average when the table printed (1, 5, 15 minutes): "
                    + load.split(separator: " ").prefix(3).joined(separator: ", "))
        }
        lines.append(
            "- Method: median of \(repetitions) runs after a warm-up run, in-process from source text in memory; "
                + "each run checks, generates and writes the HTML report in turn. Each cell: wall clock (processor "
                + "time). The scan reads files on every processor at once "
                + "(\(ProcessInfo.processInfo.activeProcessorCount) here), so a check's processor time may exceed its "
                + "wall clock."
        )
        lines.append("")
        lines.append(
            "| Modules | Bindings | Wiring | Files | Source | Check (scan + validate) | Generate | HTML report | "
                + "Generated lines | HTML |"
        )
        lines.append("| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for row in rows {
            lines.append(
                "| \(grouped(row.app.moduleCount)) | \(grouped(row.app.bindingCount)) | \(row.app.wiring.rawValue) | "
                    + "\(row.fileCount) | \(grouped(row.inputBytes / 1024)) KiB | \(milliseconds(row.check)) | "
                    + "\(milliseconds(row.generate)) | \(milliseconds(row.html)) | \(grouped(row.generatedLines)) | "
                    + "\(grouped(row.htmlBytes / 1024)) KiB |"
            )
        }

        lines.append("")
        lines.append("Processor time per binding (µs):")
        lines.append("")
        lines.append("| Bindings | Wiring | Check | Generate | HTML report | All three |")
        lines.append("| ---: | --- | ---: | ---: | ---: | ---: |")
        for row in rows {
            let bindings = Double(row.app.bindingCount)
            func perBinding(_ value: Double) -> String { String(format: "%.1f", value / bindings * 1e6) }
            lines.append(
                "| \(grouped(row.app.bindingCount)) | \(row.app.wiring.rawValue) | \(perBinding(row.check.processor)) | "
                    + "\(perBinding(row.generate.processor)) | \(perBinding(row.html.processor)) | "
                    + "\(perBinding(row.check.processor + row.generate.processor + row.html.processor)) |"
            )
        }

        let sizes = Array(Set(rows.map(\.app.moduleCount))).sorted()
        if sizes.count > 1 {
            var pairs = zip(sizes, sizes.dropFirst()).map { ($0, $1) }
            if sizes.count > 2, let first = sizes.first, let last = sizes.last { pairs.append((first, last)) }
            lines.append("")
            lines.append("Ratios from size to size, wall clock (processor time); linear is the ratio of the sizes:")
            lines.append("")
            lines.append("| Sizes (bindings) | Linear | Wiring | Check | Generate | HTML report |")
            lines.append("| --- | ---: | --- | ---: | ---: | ---: |")
            for (small, large) in pairs {
                for wiring in SyntheticApp.Wiring.allCases.map(\.rawValue) {
                    guard let bottom = row(small, wiring), let top = row(large, wiring) else { continue }
                    lines.append(
                        "| \(grouped(top.app.bindingCount)) ÷ \(grouped(bottom.app.bindingCount)) | "
                            + String(format: "×%.1f", Double(large) / Double(small)) + " | \(wiring) | "
                            + "\(ratio(top.check, bottom.check)) | \(ratio(top.generate, bottom.generate)) | "
                            + "\(ratio(top.html, bottom.html)) |"
                    )
                }
            }
        }

        lines.append("")
        lines.append("What installing costs over listing the same modules (installed − listed, processor time):")
        lines.append("")
        lines.append("| Modules | Check | Generate | HTML report |")
        lines.append("| ---: | ---: | ---: | ---: |")
        for size in sizes {
            guard let installed = row(size, "installed"), let listed = row(size, "listed") else { continue }
            func difference(_ value: (InstalledModulesBenchmark.Row) -> Elapsed) -> String {
                String(format: "%+.0f ms", (value(installed).processor - value(listed).processor) * 1000)
            }
            lines.append(
                "| \(grouped(size)) | \(difference(\.check)) | \(difference(\.generate)) | \(difference(\.html)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ moduleCount: Int, _ wiring: String) -> InstalledModulesBenchmark.Row? {
        rows.first { $0.app.moduleCount == moduleCount && $0.app.wiring.rawValue == wiring }
    }

    private func ratio(_ top: Elapsed, _ bottom: Elapsed) -> String {
        guard bottom.wall > 0, bottom.processor > 0 else { return "—" }
        return String(format: "×%.1f (×%.1f)", top.wall / bottom.wall, top.processor / bottom.processor)
    }

    /// `227 ms (190)`: the wall clock, then the processor time in brackets.
    private func milliseconds(_ value: Elapsed) -> String {
        String(format: "%.0f ms (%.0f)", value.wall * 1000, value.processor * 1000)
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
