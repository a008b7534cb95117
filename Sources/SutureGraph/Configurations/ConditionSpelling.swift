/// Writes the `#if` condition that holds in exactly a set of configurations: configurations that differ in one
/// setting merge until none do, and a setting that takes every value drops out, so `DEBUG` set in every
/// configuration of the set reads `DEBUG`, whatever the OS.
struct ConditionSpelling {
    /// The configurations the set is taken from.
    let space: ConfigurationSpace

    /// A product of value sets, one per dimension: the configurations it holds.
    private typealias Term = [Set<Int>]

    /// The condition of `variants`; `nil` when it is every configuration (no `#if` is needed).
    func condition(for variants: Set<BuildVariant>) -> String? {
        var terms: [Term] = variants.sorted { $0.choices.lexicographicallyPrecedes($1.choices) }.map { variant in
            variant.choices.map { [$0] }
        }
        merging: while true {
            for first in terms.indices {
                for second in terms.indices where second > first {
                    guard let merged = Self.merge(terms[first], terms[second]) else { continue }
                    terms[first] = merged
                    terms.remove(at: second)
                    continue merging
                }
            }
            break
        }
        let spelled = terms.map(spell)
        if spelled.contains([]) { return nil }
        if spelled.count == 1 { return spelled[0].joined(separator: " && ") }
        return spelled.map { literals in
            let joined = literals.joined(separator: " && ")
            return joined.contains(" ") ? "(\(joined))" : joined
        }.joined(separator: " || ")
    }

    /// Two terms that differ in at most one dimension, as one.
    private static func merge(_ first: Term, _ second: Term) -> Term? {
        var differing: Int?
        for index in first.indices where first[index] != second[index] {
            guard differing == nil else { return nil }
            differing = index
        }
        guard let differing else { return first }
        var merged = first
        merged[differing].formUnion(second[differing])
        return merged
    }

    /// The literals of a term that restrict something, one per dimension that does not take every value.
    private func spell(_ term: Term) -> [String] {
        zip(space.dimensions, term).compactMap { dimension, allowed in
            allowed.count == dimension.values.count ? nil : spell(dimension, allowed: allowed)
        }
    }

    private func spell(_ dimension: ConfigurationSpace.Dimension, allowed: Set<Int>) -> String {
        let setting = dimension.setting
        let values = allowed.sorted().map { dimension.values[$0] }
        switch setting.kind.shape {
        case .boolean:
            return values == [.on] ? setting.spelled() : "!\(setting.spelled())"
        case .choice:
            if !values.contains(.other) {
                let named = values.compactMap { value -> String? in
                    guard case .named(let name) = value else { return nil }
                    return setting.spelled(name)
                }
                return named.count == 1 ? named[0] : "(\(named.joined(separator: " || ")))"
            }
            // Another value than those the sources name: none of the excluded ones.
            return dimension.values.enumerated().compactMap { index, value -> String? in
                guard !allowed.contains(index), case .named(let name) = value else { return nil }
                return "!\(setting.spelled(name))"
            }.joined(separator: " && ")
        case .threshold:
            // Values run from the newest threshold down; a run of them is one range of versions.
            let ranges = allowed.sorted().reduce(into: [[Int]]()) { ranges, index in
                if let last = ranges.last?.last, last + 1 == index {
                    ranges[ranges.count - 1].append(index)
                } else {
                    ranges.append([index])
                }
            }
            let spelled = ranges.map { range -> String in
                var literals: [String] = []
                if let lowest = range.last, case .atLeast(let version) = dimension.values[lowest] {
                    literals.append(setting.spelled(">=\(version)"))
                }
                if let highest = range.first, highest > 0, case .atLeast(let version) = dimension.values[highest - 1] {
                    literals.append("!\(setting.spelled(">=\(version)"))")
                }
                return literals.joined(separator: " && ")
            }
            return spelled.count == 1 ? spelled[0] : "(\(spelled.map { "(\($0))" }.joined(separator: " || ")))"
        }
    }
}
