/// How far apart two names are, for "did you mean" hints: the edits (insert, delete, replace, or swap two
/// neighbours) from one to the other, ignoring case.
package enum NameDistance {
    /// The candidate a misspelt `name` most likely meant: at most two edits away (one, for a name of five characters or
    /// fewer), and the only candidate that close; `nil` when none is, or when two are equally close.
    package static func closest<Candidate>(
        to name: String,
        among candidates: [Candidate],
        spelledAs spelling: (Candidate) -> String
    ) -> Candidate? {
        let limit = min(2, max(1, name.count / 3))
        let scored = candidates.map { (candidate: $0, distance: between(name, spelling($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit,
            scored.count(where: { $0.distance == best.distance }) == 1
        else { return nil }
        return best.candidate
    }

    /// The name among `candidates` that a misspelt `name` most likely meant (see `closest(to:among:spelledAs:)`).
    package static func closest(to name: String, among candidates: [String]) -> String? {
        closest(to: name, among: candidates, spelledAs: { $0 })
    }

    /// The number of edits that turn `first` into `second`.
    package static func between(_ first: String, _ second: String) -> Int {
        let source = Array(first.lowercased())
        let target = Array(second.lowercased())
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var table = Array(repeating: Array(repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { table[row][0] = row }
        for column in 0...target.count { table[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var distance = min(
                    table[row - 1][column] + 1, table[row][column - 1] + 1, table[row - 1][column - 1] + cost)
                if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                    distance = min(distance, table[row - 2][column - 2] + 1)
                }
                table[row][column] = distance
            }
        }
        return table[source.count][target.count]
    }
}
