/// Generated text written straight into bytes, a piece at a time: appending a string's UTF-8 to an array costs a
/// copy, where building each line by interpolation costs a string append per piece.
struct GeneratedText {
    /// The text so far.
    private(set) var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `piece` as it is.
    mutating func write(_ piece: String) {
        // Copied from the string's own storage: appending its `utf8` view goes through the generic sequence path.
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `line` and a line feed.
    mutating func writeLine(_ line: String) {
        write(line)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The text's lines.
    var lines: [String] { Self.lines(of: bytes[...]) }

    /// The lines of `bytes`, each ended by a line feed.
    static func lines(of bytes: ArraySlice<UInt8>) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
