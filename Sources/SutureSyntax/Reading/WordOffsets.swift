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
        // Which bytes begin a word, so that most bytes are passed over with one look-up.
        var isFirst = [Bool](repeating: false, count: 256)
        for word in words { if let first = word.first { isFirst[Int(first)] = true } }
        var found: [Int] = []
        var offset = 0
        let count = text.count
        while offset < count {
            if isFirst[Int(text[offset])] {
                for word in words where word.count <= count - offset && Self.matches(word, in: text, at: offset) {
                    found.append(offset)
                    break
                }
            }
            offset += 1
        }
        return found
    }

    private static func matches(_ word: [UInt8], in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        for index in word.indices where text[offset + index] != word[index] { return false }
        return true
    }
}
