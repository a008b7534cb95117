/// Sets of positions kept as rows of bits in one flat buffer, each row over the same block of `64 · wordsPerRow`
/// positions, so that uniting two rows costs `wordsPerRow` word operations and all the rows take one allocation.
struct NodeBitRows {
    /// The words of each row, one after the other.
    private var words: [UInt64]
    /// How many 64-bit words each row holds.
    let wordsPerRow: Int

    /// `rows` empty rows of `wordsPerRow` words.
    init(rows: Int, wordsPerRow: Int) {
        self.wordsPerRow = wordsPerRow
        words = Array(repeating: 0, count: rows * wordsPerRow)
    }

    /// Empties the rows below `rows`.
    mutating func removeAll(rowsBelow rows: Int) {
        words.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            base.update(repeating: 0, count: rows * wordsPerRow)
        }
    }

    /// Adds the positions `positions` (within the block) to `row`.
    mutating func insert(_ positions: Range<Int>, into row: Int) {
        let offset = row * wordsPerRow
        for position in positions { words[offset + position / 64] |= 1 << UInt64(position % 64) }
    }

    /// Adds every position of the row `source` to `row`, from the word `firstWord` on (`source` holds none below it).
    mutating func formUnion(_ row: Int, with source: Int, fromWord firstWord: Int) {
        let (target, origin, count) = (row * wordsPerRow, source * wordsPerRow, wordsPerRow)
        words.withUnsafeMutableBufferPointer { buffer in
            for word in firstWord..<count { buffer[target + word] |= buffer[origin + word] }
        }
    }

    /// How many positions `row` holds from the word `firstWord` on.
    func count(_ row: Int, fromWord firstWord: Int) -> Int {
        let offset = row * wordsPerRow
        return words.withUnsafeBufferPointer { buffer in
            var total = 0
            for word in firstWord..<wordsPerRow { total += buffer[offset + word].nonzeroBitCount }
            return total
        }
    }
}
