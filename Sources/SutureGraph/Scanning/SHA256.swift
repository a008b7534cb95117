/// The SHA-256 digest (FIPS 180-4) of some bytes: the content hash that names a file's entry in the scan cache.
package struct SHA256: Sendable {
    /// The eight words of the state, updated block by block.
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes given but not yet hashed: less than one 64-byte block.
    private var pending: [UInt8] = []
    /// How many bytes were given in all.
    private var length: UInt64 = 0

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// A hash of no bytes yet.
    package init() {}

    /// Adds `bytes` to what is hashed.
    package mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { update($0) }
    }

    /// Adds the UTF-8 bytes of `text`.
    package mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update($0) }
    }

    /// Adds the bytes of `buffer`: whole blocks go straight to the compression, the rest waits for more.
    mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(buffer.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<taken])
            start = taken
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBufferPointer { compress($0, at: 0) }
            pending.removeAll(keepingCapacity: true)
        }
        while buffer.count - start >= 64 {
            compress(buffer, at: start)
            start += 64
        }
        pending.append(contentsOf: buffer[start...])
    }

    /// The digest of every byte given, as 64 lowercase hexadecimal digits.
    package func hexDigest() -> String {
        var finished = self
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80]
        padding += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        padding += (0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> ($0 * 8)) }
        finished.update(padding)
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        let words = finished.state
        for word in [words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7] {
            for shift in stride(from: 28, through: 0, by: -4) { hex.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// Mixes the 64-byte block of `buffer` at `offset` into the state.
    private mutating func compress(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            for index in 0..<16 {
                let start = offset + index * 4
                words[index] =
                    UInt32(buffer[start]) << 24 | UInt32(buffer[start + 1]) << 16 | UInt32(buffer[start + 2]) << 8
                    | UInt32(buffer[start + 3])
            }
            for index in 16..<64 {
                let early = words[index - 15]
                let late = words[index - 2]
                let sigma0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >> 3)
                let sigma1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >> 10)
                words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
            }
            var (a, b, c, d) = (state.0, state.1, state.2, state.3)
            var (e, f, g, h) = (state.4, state.5, state.6, state.7)
            for index in 0..<64 {
                let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let first = h &+ sum1 &+ choice &+ Self.roundConstants[index] &+ words[index]
                let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let second = sum0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }

    /// `value` rotated right by `count` bits.
    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
