/// Reads what `ByteWriter` wrote, and refuses bytes it did not write: every read checks that the bytes are there and
/// make sense, and throws `ByteReader.Malformed` otherwise, so a damaged file is never a crash.
struct ByteReader {
    /// Why bytes cannot be read.
    enum Malformed: Error, Equatable {
        /// The bytes end before what they announce.
        case truncated
        /// A value no writer writes: a tag, a number past its range, a string number not yet given.
        case invalid
    }

    /// The bytes read.
    private let bytes: [UInt8]
    /// Where the next read starts.
    private(set) var offset: Int
    /// The strings read so far, by number.
    private var strings: [String] = []

    /// A reader of `bytes` from `offset`.
    init(_ bytes: [UInt8], from offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether every byte is read.
    var isAtEnd: Bool { offset == bytes.count }

    /// The next `count` bytes as they are.
    mutating func readRaw(count: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, bytes.count - offset >= count else { throw Malformed.truncated }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// An unsigned number written by `ByteWriter.write(_: UInt64)`.
    mutating func readUnsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count else { throw Malformed.truncated }
            let byte = bytes[offset]
            offset += 1
            // Ten bytes carry 64 bits; an eleventh, or bits past the 64th, are no number a writer writes.
            guard shift < 64, shift < 63 || byte <= 1 else { throw Malformed.invalid }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// A number written by `ByteWriter.write(_: Int)`.
    mutating func readInt() throws -> Int {
        let coded = try readUnsigned()
        let wide = Int64(bitPattern: coded >> 1) ^ -Int64(bitPattern: coded & 1)
        guard let value = Int(exactly: wide) else { throw Malformed.invalid }
        return value
    }

    /// A count of things that follow, each at least one byte long: more than the bytes left is refused before
    /// anything is made room for.
    mutating func readCount() throws -> Int {
        let count = try readUnsigned()
        guard count <= UInt64(bytes.count - offset) else { throw Malformed.truncated }
        return Int(count)
    }

    /// A Boolean: one byte, 0 or 1.
    mutating func readBool() throws -> Bool {
        guard offset < bytes.count else { throw Malformed.truncated }
        let byte = bytes[offset]
        offset += 1
        guard byte <= 1 else { throw Malformed.invalid }
        return byte == 1
    }

    /// A string written by `ByteWriter.write(_: String)`.
    mutating func readString() throws -> String {
        let number = try readUnsigned()
        guard number == 0 else {
            guard number - 1 < UInt64(strings.count) else { throw Malformed.invalid }
            return strings[Int(number - 1)]
        }
        let count = try readCount()
        let text = String(decoding: bytes[offset..<offset + count], as: UTF8.self)
        offset += count
        strings.append(text)
        return text
    }
}
