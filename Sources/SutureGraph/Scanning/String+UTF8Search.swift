#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension String {
    /// Whether `word` occurs in the text byte for byte: a plain scan of the UTF-8 bytes, far cheaper on a
    /// source file than `contains(_:)`, which compares by characters.
    func containsUTF8(_ word: String) -> Bool {
        occurrencesUTF8(of: word, limit: 1) > 0
    }

    /// How many times `word` occurs byte for byte without overlapping, counting no further than `limit`.
    func occurrencesUTF8(of word: String, limit: Int = .max) -> Int {
        var text = self
        var word = word
        return text.withUTF8 { textBytes in
            word.withUTF8 { wordBytes in
                Self.count(wordBytes, in: textBytes, limit: limit)
            }
        }
    }

    private static func count(
        _ word: UnsafeBufferPointer<UInt8>,
        in text: UnsafeBufferPointer<UInt8>,
        limit: Int
    ) -> Int {
        guard let first = word.first, word.count <= text.count, let base = text.baseAddress else { return 0 }
        var found = 0
        var index = 0
        let lastStart = text.count - word.count
        while index <= lastStart, found < limit {
            // The C library finds the next first byte many bytes at a time; a loop of our own took one at a time.
            guard let hit = memchr(base + index, Int32(first), lastStart - index + 1) else { break }
            let start = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            var offset = 1
            while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
            if offset == word.count {
                found += 1
                index = start + word.count
            } else {
                index = start + 1
            }
        }
        return found
    }
}
