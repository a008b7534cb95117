/// Where a text holds any of a few words, found in one pass over its bytes, so that a walk over the text's syntax
/// tree can tell at once whether a node's text holds one, and skip every node whose text holds none.
///
/// A word counts wherever its bytes stand, in names, strings and comments too: a range may hold a word that
/// declares nothing, never the other way round.
package struct WordOffsets: Sendable {
    /// The UTF-8 offsets at which a word starts, in increasing order.
    private let starts: [Int]

    /// Finds where any of `words` (non-empty, ASCII or not) starts in `text`.
    package init(of words: [String], in text: String) {
        var text = text
        starts = text.withUTF8 { Self.starts(of: words.map { Array($0.utf8) }, in: $0) }
    }

    /// Finds where any of `words` starts in `bytes`.
    package init(of words: [String], in bytes: some Collection<UInt8>) {
        let contiguous = Array(bytes)
        starts = contiguous.withUnsafeBufferPointer { Self.starts(of: words.map { Array($0.utf8) }, in: $0) }
    }

    /// Offsets found otherwise, in increasing order.
    package init(sortedOffsets: [Int]) {
        starts = sortedOffsets
    }

    /// Whether a word starts at an offset in `range`.
    package func containsWord(in range: Range<Int>) -> Bool {
        // The first start at or after the range's lower bound.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] < range.upperBound
    }

    private static func starts(of words: [[UInt8]], in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        // The words by their first byte, so that most bytes are passed over with one look-up and the rest are
        // compared only with the words they can start.
        let words = words.filter { !$0.isEmpty }.sorted { $0[0] < $1[0] }
        var firstWord = [Int](repeating: 0, count: 257)
        for word in words { firstWord[Int(word[0]) + 1] += 1 }
        for byte in 0..<256 { firstWord[byte + 1] += firstWord[byte] }
        var found: [Int] = []
        let count = text.count
        firstWord.withUnsafeBufferPointer { firstWord in
            var offset = 0
            while offset < count {
                let byte = Int(text[offset])
                var candidate = firstWord[byte]
                let end = firstWord[byte + 1]
                while candidate < end {
                    if Self.matches(words[candidate], in: text, at: offset) {
                        found.append(offset)
                        break
                    }
                    candidate += 1
                }
                offset += 1
            }
        }
        return found
    }

    private static func matches(_ word: [UInt8], in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        guard word.count <= text.count - offset else { return false }
        for index in 1..<word.count where text[offset + index] != word[index] { return false }
        return true
    }
}
