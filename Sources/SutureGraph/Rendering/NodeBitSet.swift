/// A set of node indices `0..<count` kept as bits, so that unions of large sets cost `count / 64` word operations.
struct NodeBitSet: Equatable {
    private var words: [UInt64]

    /// An empty set of indices below `count`.
    init(count: Int) {
        words = Array(repeating: 0, count: (count + 63) / 64)
    }

    /// Adds `index`.
    mutating func insert(_ index: Int) {
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    /// Adds every index of `other`, a set of the same count.
    mutating func formUnion(_ other: NodeBitSet) {
        for position in words.indices { words[position] |= other.words[position] }
    }

    /// How many indices the set holds.
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }
}
