/// Writes the bytes of the scan cache's entries and records: numbers as variable-length integers (seven bits a
/// byte, the high bit set on every byte but the last), and each distinct string once, later occurrences by number.
struct ByteWriter {
    /// What is written so far.
    private(set) var bytes: [UInt8] = []
    /// The number of each string written so far, in the order they were first written.
    private var stringNumbers: [String: Int] = [:]

    /// An empty writer.
    init() {}

    /// Appends `bytes` as they are.
    mutating func writeRaw(_ raw: some Sequence<UInt8>) {
        bytes.append(contentsOf: raw)
    }

    /// Appends an unsigned number in as few bytes as it needs.
    mutating func write(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends a number, zigzag-coded so that small negative numbers stay short too.
    mutating func write(_ value: Int) {
        let wide = Int64(value)
        write(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// Appends a Boolean as one byte.
    mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Appends a string: 0, its UTF-8 length and bytes the first time; the next times, 1 plus its number.
    mutating func write(_ text: String) {
        if let number = stringNumbers[text] {
            write(UInt64(number + 1))
            return
        }
        stringNumbers[text] = stringNumbers.count
        write(UInt64(0))
        write(UInt64(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }
}
