/// A performance target with the value this run measured against it.
struct Target {
    /// Which side of the limit the measured value must stay on.
    enum Bound {
        case atMost(Double)
        case atLeast(Double)
    }

    /// The target as the issue states it.
    let goal: String
    /// The measured value, nil when it could not be measured.
    let value: Double?
    /// How the measured value reads: `31.2 ns`, `×1.45 hand-written`.
    let valueText: String
    let bound: Bound

    /// Whether the measured value is on the right side of the limit.
    var isMet: Bool {
        guard let value else { return false }
        switch bound {
        case .atMost(let limit): return value <= limit
        case .atLeast(let limit): return value >= limit
        }
    }

    /// "met" or "missed", with the measured value as a multiple of the limit.
    var verdict: String {
        guard let value else { return "not measured" }
        let multiple: Double
        switch bound {
        case .atMost(let limit): multiple = value / limit
        case .atLeast(let limit): multiple = limit / value
        }
        if isMet {
            return "met (\(NumberText.ratio(multiple)) of the limit)"
        }
        return "**missed**: \(NumberText.ratio(multiple)) the limit"
    }

    /// The targets as a Markdown table.
    static func markdown(_ targets: [Target]) -> String {
        var lines = ["| Target | Measured | Verdict |", "| --- | ---: | --- |"]
        for target in targets {
            lines.append("| \(target.goal) | \(target.valueText) | \(target.verdict) |")
        }
        return lines.joined(separator: "\n")
    }
}
