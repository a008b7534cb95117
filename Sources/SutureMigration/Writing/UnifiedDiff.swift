/// A unified diff of one file (`diff -u`'s format, three lines of context), as `git apply` and `patch -p1` read it.
package enum UnifiedDiff {
    /// The diff from `old` to `new` (nil `old`: a new file), or an empty string when they are equal.
    package static func text(path: String, old: String?, new: String) -> String {
        let oldLines = old.map(lines(of:)) ?? []
        let newLines = lines(of: new)
        if oldLines == newLines && old != nil { return "" }
        let operations = diff(oldLines, newLines)
        var output = (old == nil ? "--- /dev/null\n" : "--- a/\(path)\n") + "+++ b/\(path)\n"
        for hunk in hunks(operations) {
            output += hunk
        }
        return output
    }

    private enum Operation: Equatable {
        case same(String)
        case removed(String)
        case added(String)
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The longest common subsequence, walked into operations.
    private static func diff(_ old: [String], _ new: [String]) -> [Operation] {
        let rows = old.count
        let columns = new.count
        var lengths = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                let index = row * (columns + 1) + column
                lengths[index] =
                    old[row] == new[column]
                    ? lengths[(row + 1) * (columns + 1) + column + 1] + 1
                    : max(lengths[(row + 1) * (columns + 1) + column], lengths[index + 1])
            }
        }
        var operations: [Operation] = []
        var row = 0
        var column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, old[row] == new[column] {
                operations.append(.same(old[row]))
                row += 1
                column += 1
            } else if row < rows,
                column == columns
                    || lengths[(row + 1) * (columns + 1) + column] >= lengths[row * (columns + 1) + column + 1]
            {
                operations.append(.removed(old[row]))
                row += 1
            } else {
                operations.append(.added(new[column]))
                column += 1
            }
        }
        return operations
    }

    /// Groups the changes with three lines of context around each.
    private static func hunks(_ operations: [Operation]) -> [String] {
        let context = 3
        let changed = operations.indices.filter { operations[$0] != .same(Self.text(operations[$0])) }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        var result: [String] = []
        for range in ranges {
            var oldStart = 1
            var newStart = 1
            for operation in operations[..<range.lowerBound] {
                switch operation {
                case .same:
                    oldStart += 1
                    newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0
            var newCount = 0
            var body = ""
            for operation in operations[range] {
                switch operation {
                case .same(let line):
                    oldCount += 1
                    newCount += 1
                    body += " \(line)\n"
                case .removed(let line):
                    oldCount += 1
                    body += "-\(line)\n"
                case .added(let line):
                    newCount += 1
                    body += "+\(line)\n"
                }
            }
            let oldHeader = oldCount == 0 ? "\(oldStart - 1),0" : "\(oldStart),\(oldCount)"
            let newHeader = newCount == 0 ? "\(newStart - 1),0" : "\(newStart),\(newCount)"
            result.append("@@ -\(oldHeader) +\(newHeader) @@\n" + body)
        }
        return result
    }

    private static func text(_ operation: Operation) -> String {
        switch operation {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }
}
