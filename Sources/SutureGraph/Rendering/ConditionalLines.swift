/// Lines that configurations of the build write differently, merged into one text with `#if` around what differs.
///
/// A part the configurations write alike stays as it is. Where they differ, the narrowest unit that Swift accepts
/// under `#if` is guarded: a single statement or member line when every differing line stands alone, else each
/// blank-line-separated member of a type, else the whole part.
struct ConditionalLines {
    /// Spells the condition of a set of configurations.
    let spelling: ConditionSpelling
    /// Every configuration.
    let all: Set<BuildVariant>

    /// One place of the merged text: one way of writing it for every configuration, or several, one per set.
    private typealias Alternatives = [(lines: [String], variants: Set<BuildVariant>)]

    /// The merged lines of one part that `forms` write, each with the configurations that write it so.
    func merge(_ forms: [(lines: [String], variants: Set<BuildVariant>)]) -> [String] {
        emit(mergeDeclaration(forms))
    }

    /// A declaration whose forms share their opening lines (doc comment and the line that opens its body) and its
    /// closing line merges member by member; else it is guarded whole.
    private func mergeDeclaration(_ forms: Alternatives) -> [Alternatives] {
        // A declaration that some configurations lack is guarded whole, its opening and closing lines with it.
        if forms.count == 1 || forms.reduce(into: Set<BuildVariant>(), { $0.formUnion($1.variants) }) != all {
            return [forms]
        }
        // A type merges member by member; a function, or a type whose forms open differently, line by line.
        let shells = forms.map { Self.shell(of: $0.lines) }
        guard let shell = shells[0],
            shells.allSatisfy({ $0?.opening == shell.opening && $0?.closing == shell.closing }),
            let opening = shell.opening.last, Self.opensType(opening)
        else { return mergeStatements(forms) ?? [forms] }
        // The members of each form, keyed by their first line that is not a comment.
        let memberLists = forms.map { Self.members(of: Array($0.lines[shell.opening.count..<($0.lines.count - 1)])) }
        var keys: [String] = []
        for members in memberLists {
            var position = 0
            for member in members {
                if let index = keys.firstIndex(of: member.key) {
                    position = index + 1
                } else {
                    // After the members of other forms that this one lacks, so alternatives stay side by side.
                    while position < keys.count, !members.contains(where: { $0.key == keys[position] }) {
                        position += 1
                    }
                    keys.insert(member.key, at: position)
                    position += 1
                }
            }
        }
        var places: [Alternatives] = [[(shell.opening, all)]]
        for (index, key) in keys.enumerated() {
            var memberForms: Alternatives = []
            for (form, members) in zip(forms, memberLists) {
                guard let member = members.first(where: { $0.key == key }) else { continue }
                if let existing = memberForms.firstIndex(where: { $0.lines == member.lines }) {
                    memberForms[existing].variants.formUnion(form.variants)
                } else {
                    memberForms.append((member.lines, form.variants))
                }
            }
            let memberPlaces = mergeDeclaration(memberForms)
            if index > 0 {
                // A member that only some configurations write, after one that only others write: one chain.
                if memberPlaces.count == 1, let last = places.last, Self.chains(last, after: memberPlaces[0], all: all)
                {
                    places.append(memberPlaces[0])
                    continue
                }
                places.append([([""], all)])
            }
            places += memberPlaces
        }
        places.append([([shell.closing], all)])
        return places
    }

    /// Whether a line opens the body of a type (whose members Swift accepts under `#if` one by one).
    private static func opensType(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        return words.contains { ["class", "struct", "enum", "actor", "extension"].contains($0) }
    }

    /// The lines that open a declaration's body (its doc comment, attributes and the line ending in `{`) and the
    /// line that closes it; `nil` for lines that are not one declaration with a body.
    private static func shell(of lines: [String]) -> (opening: [String], closing: String)? {
        guard let last = lines.last, last.trimmingLeadingSpaces == "}",
            let open = lines.firstIndex(where: { !$0.trimmingLeadingSpaces.hasPrefix("//") && $0.hasSuffix("{") }),
            open < lines.count - 1
        else { return nil }
        return (Array(lines[...open]), last)
    }

    /// Whether two guarded places hold disjoint configurations, so that they can share one `#if` chain.
    private static func chains(_ first: Alternatives, after second: Alternatives, all: Set<BuildVariant>) -> Bool {
        let firstVariants = first.reduce(into: Set<BuildVariant>()) { $0.formUnion($1.variants) }
        let secondVariants = second.reduce(into: Set<BuildVariant>()) { $0.formUnion($1.variants) }
        return firstVariants != all && secondVariants != all && firstVariants.isDisjoint(with: secondVariants)
    }

    /// Forms merged line by line, when every line that some configurations lack is one Swift accepts alone under
    /// `#if`; `nil` otherwise.
    private func mergeStatements(_ forms: Alternatives) -> [Alternatives]? {
        if forms.count == 1 { return [forms] }
        guard forms.reduce(into: Set<BuildVariant>(), { $0.formUnion($1.variants) }) == all else { return nil }
        let merged = Self.orderedUnion(forms) ?? Self.commonSubsequenceUnion(forms)
        guard merged.allSatisfy({ $0.variants == all || $0.standsAlone }) else { return nil }
        var places: [Alternatives] = []
        for line in merged {
            let variants = line.variants
            if let last = places.last, last.count == 1, last[0].variants == variants {
                places[places.count - 1][0].lines.append(line.line)
            } else {
                places.append([([line.line], variants)])
            }
        }
        return places
    }

    /// The merged places as text: a place every configuration writes alike as it is; consecutive places of
    /// disjoint configurations as one `#if` / `#elseif` / `#else` chain.
    private func emit(_ places: [Alternatives]) -> [String] {
        var lines: [String] = []
        var chain: Alternatives = []
        func closeChain() {
            guard !chain.isEmpty else { return }
            var covered = Set<BuildVariant>()
            for (index, alternative) in chain.enumerated() {
                covered.formUnion(alternative.variants)
                let condition = spelling.condition(for: alternative.variants) ?? "true"
                if index == 0 {
                    lines.append("#if \(condition)")
                } else if index == chain.count - 1 && covered == all {
                    lines.append("#else")
                } else {
                    lines.append("#elseif \(condition)")
                }
                lines += alternative.lines
            }
            lines.append("#endif")
            chain = []
        }
        for place in places {
            if place.count == 1, place[0].variants == all {
                closeChain()
                lines += place[0].lines
                continue
            }
            let chained = chain.reduce(into: Set<BuildVariant>()) { $0.formUnion($1.variants) }
            if place.contains(where: { !$0.variants.isDisjoint(with: chained) }) { closeChain() }
            chain += place
        }
        closeChain()
        return lines
    }

    /// A line of merged forms, with the configurations that write it and whether Swift accepts it alone under `#if`.
    private typealias MergedLine = (line: String, variants: Set<BuildVariant>, standsAlone: Bool)

    /// The forms' lines as one list in which every form's lines keep their order, each line once: lines are
    /// sorted so that each follows the lines it follows in any form, the earliest met first where the forms leave
    /// a choice. `nil` when two forms order shared lines differently.
    private static func orderedUnion(_ forms: Alternatives) -> [MergedLine]? {
        var lines: [MergedLine] = []
        var indices: [String: Int] = [:]
        var successors: [Set<Int>] = []
        var predecessorCounts: [Int] = []
        for form in forms {
            let alone = linesStandingAlone(form.lines)
            var seen: [String: Int] = [:]
            var previous: Int?
            for (position, line) in form.lines.enumerated() {
                let occurrence = seen[line, default: 0]
                seen[line] = occurrence + 1
                let key = "\(occurrence) \(line)"
                let index: Int
                if let found = indices[key] {
                    index = found
                    lines[index].variants.formUnion(form.variants)
                    lines[index].standsAlone = lines[index].standsAlone && alone[position]
                } else {
                    index = lines.count
                    indices[key] = index
                    lines.append((line, form.variants, alone[position]))
                    successors.append([])
                    predecessorCounts.append(0)
                }
                if let previous, successors[previous].insert(index).inserted { predecessorCounts[index] += 1 }
                previous = index
            }
        }
        var ordered: [MergedLine] = []
        var placed = Set<Int>()
        while ordered.count < lines.count {
            guard let next = lines.indices.first(where: { !placed.contains($0) && predecessorCounts[$0] == 0 }) else {
                return nil
            }
            placed.insert(next)
            ordered.append(lines[next])
            for successor in successors[next] { predecessorCounts[successor] -= 1 }
        }
        return ordered
    }

    /// The forms' lines merged pairwise along a longest common subsequence: always in order, a line may repeat.
    private static func commonSubsequenceUnion(_ forms: Alternatives) -> [MergedLine] {
        var merged: [MergedLine] = []
        for form in forms {
            let alone = linesStandingAlone(form.lines)
            let common = longestCommonSubsequence(merged.map(\.line), form.lines)
            var result: [MergedLine] = []
            var old = 0
            var new = 0
            for (oldMatch, newMatch) in common + [(merged.count, form.lines.count)] {
                while old < oldMatch {
                    result.append(merged[old])
                    old += 1
                }
                while new < newMatch {
                    result.append((form.lines[new], form.variants, alone[new]))
                    new += 1
                }
                if oldMatch < merged.count {
                    var line = merged[oldMatch]
                    line.variants.formUnion(form.variants)
                    line.standsAlone = line.standsAlone && alone[newMatch]
                    result.append(line)
                    old += 1
                    new += 1
                }
            }
            merged = result
        }
        return merged
    }

    /// The members of a type's body: runs of lines that blank lines at the body's own depth separate, each keyed by
    /// its first line that is not a comment (numbered when a key repeats).
    private static func members(of body: [String]) -> [(key: String, lines: [String])] {
        var members: [(key: String, lines: [String])] = []
        var current: [String] = []
        var depth = 0
        var seen: [String: Int] = [:]
        func finish() {
            guard !current.isEmpty else { return }
            let declaration = current.first { !$0.trimmingLeadingSpaces.hasPrefix("//") } ?? current[0]
            let count = seen[declaration, default: 0]
            seen[declaration] = count + 1
            members.append((count == 0 ? declaration : "\(declaration) #\(count)", current))
            current = []
        }
        for line in body {
            if line.isEmpty && depth == 0 {
                finish()
                continue
            }
            current.append(line)
            depth += line.bracketBalance.braces
        }
        finish()
        return members
    }

    /// Whether each line is one Swift accepts alone under `#if`: a whole statement or member (or a comment), with
    /// every bracket it opens closed on it, not inside an argument list, a `switch` label or a continuation.
    private static func linesStandingAlone(_ lines: [String]) -> [Bool] {
        var brackets = 0
        return lines.map { line in
            defer { brackets += line.bracketBalance.parenthesesAndSquare }
            let trimmed = line.trimmingLeadingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("//") { return brackets == 0 }
            let balance = line.bracketBalance
            guard brackets == 0, balance.parenthesesAndSquare == 0, balance.braces == 0, balance.neverNegative else {
                return false
            }
            for prefix in ["case ", "default:", ".", "}", "else", "catch", "#"] where trimmed.hasPrefix(prefix) {
                return false
            }
            for suffix in [",", "(", "[", "{", "=", "&&", "||", " in"] where trimmed.hasSuffix(suffix) { return false }
            return true
        }
    }

    /// The pairs of indices of a longest common subsequence of two line lists.
    private static func longestCommonSubsequence(_ first: [String], _ second: [String]) -> [(Int, Int)] {
        guard !first.isEmpty, !second.isEmpty else { return [] }
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: second.count + 1), count: first.count + 1)
        for i in stride(from: first.count - 1, through: 0, by: -1) {
            for j in stride(from: second.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    first[i] == second[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < first.count && j < second.count {
            if first[i] == second[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

extension String {
    /// The line without its indentation.
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }

    /// How many brackets the line opens minus those it closes, outside string literals.
    fileprivate var bracketBalance: (braces: Int, parenthesesAndSquare: Int, neverNegative: Bool) {
        var braces = 0
        var others = 0
        var neverNegative = true
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in self {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "/", previous == "/" { break }
            defer { previous = character }
            switch character {
            case "\"": inString = true
            case "{": braces += 1
            case "}": braces -= 1
            case "(", "[": others += 1
            case ")", "]": others -= 1
            default: break
            }
            if braces < 0 || others < 0 { neverNegative = false }
        }
        return (braces, others, neverNegative)
    }
}
