/// Byte classes of ASCII names, for the quick paths that read names without decoding characters.
enum ASCIIName {
    /// Whether every byte of `text` is ASCII, so that its bytes can be read as its characters.
    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `0` to `9`.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `A` to `Z`.
    static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// A letter, a digit or `_`: a byte a Swift identifier may hold.
    static func isNameByte(_ byte: UInt8) -> Bool {
        let lowercased = byte | 0x20
        return isDigit(byte) || byte == UInt8(ascii: "_")
            || (lowercased >= UInt8(ascii: "a") && lowercased <= UInt8(ascii: "z"))
    }

    /// The runs of name bytes in ASCII `text`, split at every other byte.
    static func words(_ text: String) -> [String] {
        text.utf8.split(whereSeparator: { !isNameByte($0) }).map { String(decoding: $0, as: UTF8.self) }
    }
}
