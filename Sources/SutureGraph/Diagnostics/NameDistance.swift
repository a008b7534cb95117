/// How far apart two names are, for "did you mean" hints: the edits (insert, delete, replace) from one to the
/// other, ignoring case.
enum NameDistance {
    static func between(_ first: String, _ second: String) -> Int {
        let left = Array(first.lowercased())
        let right = Array(second.lowercased())
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for (leftIndex, leftCharacter) in left.enumerated() {
            current[0] = leftIndex + 1
            for (rightIndex, rightCharacter) in right.enumerated() {
                let substitution = previous[rightIndex] + (leftCharacter == rightCharacter ? 0 : 1)
                current[rightIndex + 1] = min(substitution, previous[rightIndex + 1] + 1, current[rightIndex] + 1)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }
}
