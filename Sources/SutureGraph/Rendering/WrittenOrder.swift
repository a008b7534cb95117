/// The order in which configurations of the build write their units, as one list for the merged file: the top-level
/// sections of the file and the units of each block are ordered alike.
enum WrittenOrder {
    /// Every key of `lists` once, each list's keys in its own order where the lists agree: a key only some lists
    /// have goes after the key it follows in the first list that has it, and after the keys of other lists that
    /// this one lacks, so that alternatives stand side by side.
    static func merged(_ lists: [[String]]) -> [String] {
        var keys: [String] = []
        for list in lists {
            let present = Set(list)
            var position = 0
            for key in list {
                if let index = keys.firstIndex(of: key) {
                    position = index + 1
                } else {
                    while position < keys.count, !present.contains(keys[position]) { position += 1 }
                    keys.insert(key, at: position)
                    position += 1
                }
            }
        }
        return keys
    }

    /// Whether `merged` lists the keys of `list` in the same order as `list` does; not so when two lists order the
    /// keys they share differently.
    static func keeps(_ list: [String], in merged: [String]) -> Bool {
        var positions: [String: Int] = [:]
        for (index, key) in merged.enumerated() { positions[key] = index }
        var previous = -1
        for key in list {
            guard let position = positions[key], position > previous else { return false }
            previous = position
        }
        return true
    }
}
