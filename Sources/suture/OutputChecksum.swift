/// A 128-bit checksum of an output file's bytes, which tells the next run whether the file still holds what this tool
/// wrote once its size, times or inode changed. It reads eight bytes at a time in two independent lanes, about one
/// instruction a byte where SHA-256 takes seventy (a generated file of 10,000 types is 6 MB). It is not cryptographic:
/// it guards against edits and stale files, not against someone forging a file to match it.
struct OutputChecksum {
    private var first: UInt64 = 0x9e37_79b9_7f4a_7c15
    private var second: UInt64 = 0xc2b2_ae3d_27d4_eb4f

    /// The checksum of `bytes`, as 32 lowercase hexadecimal digits.
    static func hexDigest(of bytes: UnsafeRawBufferPointer) -> String {
        var checksum = OutputChecksum()
        var offset = 0
        while bytes.count - offset >= 8 {
            checksum.add(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
        checksum.add(tail)
        checksum.add(UInt64(bytes.count))
        return [checksum.first, checksum.second].map(Self.finished).map(Self.hexadecimal).joined()
    }

    private mutating func add(_ word: UInt64) {
        first = ((first ^ word) &* 0x0000_0100_0000_01b3).rotated(by: 29)
        second = (second &+ word) &* 0xff51_afd7_ed55_8ccd
        second ^= second >> 31
    }

    /// Spreads every bit of a lane over the whole word.
    private static func finished(_ lane: UInt64) -> UInt64 {
        var value = lane
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        value ^= value >> 33
        return value
    }

    private static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

extension UInt64 {
    /// The word rotated left by `count` bits.
    fileprivate func rotated(by count: UInt64) -> UInt64 { self << count | self >> (64 - count) }
}
