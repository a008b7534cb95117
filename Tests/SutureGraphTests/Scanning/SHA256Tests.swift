import Testing

@testable import SutureGraph

/// The digest that names scan cache entries, against the examples of FIPS 180-4 and its test vectors.
struct SHA256Tests {
    static func digest(_ text: String) -> String {
        var hash = SHA256()
        hash.update(text)
        return hash.hexDigest()
    }

    @Test func theStandardsExamples_haveTheirDigests() {
        #expect(Self.digest("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.digest("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Self.digest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Self.digest(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Bytes given in pieces of every size hash as the same bytes given at once.
    @Test func piecesOfAnySize_hashAsTheWhole() {
        let text = String(repeating: "Suture reads every file once. ", count: 20)
        for pieceSize in [1, 7, 63, 64, 65, 200] {
            var hash = SHA256()
            var rest = Substring(text)
            while !rest.isEmpty {
                hash.update(String(rest.prefix(pieceSize)))
                rest = rest.dropFirst(pieceSize)
            }
            #expect(hash.hexDigest() == Self.digest(text), "pieces of \(pieceSize)")
        }
    }
}
