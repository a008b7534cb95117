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
        guard let first = word.first, word.count <= text.count else { return 0 }
        var found = 0
        var index = 0
        let lastStart = text.count - word.count
        while index <= lastStart, found < limit {
            guard text[index] == first else {
                index += 1
                continue
            }
            var offset = 1
            while offset < word.count, text[index + offset] == word[offset] { offset += 1 }
            if offset == word.count {
                found += 1
                index += word.count
            } else {
                index += 1
            }
        }
        return found
    }
}
