import Foundation
import SutureSyntax
import Testing

@testable import SutureGraph

/// The scan cache's entries: every scan reads back as it was written, and an entry that is not exactly what a
/// writer wrote for its key is refused, never a crash.
struct FileScanTests {
    /// Each file of `golden`'s input, scanned as a module of that one file, with its key.
    static func scans(of golden: GoldenCase) throws -> [(ScanCacheKey, ScannedModule)] {
        let input = try golden.input()
        return ([input.target] + input.dependencies).flatMap { module in
            module.files.map { file in
                var found = ScannedModule(name: module.name, isTarget: module.name == input.target.name)
                SourceScanner.scan(file, into: &found)
                return (ScanCacheKey(file: file, compilerVersion: GraphCompiler.version), found)
            }
        }
    }

    @Test(arguments: ScanCacheTests.cases)
    func everyGoldenInputsScan_readsBackAsItWasWritten(_ golden: GoldenCase) throws {
        for (key, found) in try Self.scans(of: golden) {
            let scan = FileScan(found: found)
            let read = try FileScan(entry: scan.entry(for: key), key: key)
            #expect(read.found == found)
            #expect(read.digest == scan.digest)
            // The same scan always writes the same bytes.
            #expect(FileScan(found: read.found).entry(for: key) == scan.entry(for: key))
        }
    }

    /// An entry of the Bakery's kitchen cut at every length, and with each byte changed in turn: each is refused.
    @Test func everyCutAndEveryChangedByte_isRefused() throws {
        let golden = try #require(ScanCacheTests.cases.first { $0.name == "Bakery" })
        let (key, found) = try #require(
            try Self.scans(of: golden).max { $0.1.injectables.count < $1.1.injectables.count })
        let entry = FileScan(found: found).entry(for: key)
        #expect(try FileScan(entry: entry, key: key).found == found)
        for length in 0..<entry.count {
            #expect(throws: ByteReader.Malformed.self, "cut to \(length) bytes") {
                try FileScan(entry: Array(entry.prefix(length)), key: key)
            }
        }
        #expect(throws: ByteReader.Malformed.self, "a byte added") { try FileScan(entry: entry + [0], key: key) }
        for index in entry.indices {
            var changed = entry
            changed[index] ^= 0x01
            #expect(throws: ByteReader.Malformed.self, "byte \(index) changed") {
                try FileScan(entry: changed, key: key)
            }
        }
    }

    @Test func anEntryOfAnotherFormatOrKey_isRefused() throws {
        let file = SourceFile(path: "Oven.swift", text: "@Injectable final class Oven { init() {} }\n")
        let key = ScanCacheKey(file: file, compilerVersion: GraphCompiler.version)
        let entry = FileScan(found: SourceScanner.scan(file)).entry(for: key)
        var otherVersion = entry
        otherVersion[FileScan.magic.count] = UInt8(FileScan.formatVersion + 1)
        #expect(throws: ByteReader.Malformed.invalid) { try FileScan(entry: otherVersion, key: key) }
        var otherFile = file
        otherFile.text += "\n"
        let otherKey = ScanCacheKey(file: otherFile, compilerVersion: GraphCompiler.version)
        #expect(throws: ByteReader.Malformed.invalid) { try FileScan(entry: entry, key: otherKey) }
    }

    /// Malformed bytes inside a scan, past the digest check (as a writer with a bug would write them): a tag no case
    /// has, a string number never given, a count past the end.
    @Test func malformedScanBytes_areRefused() {
        var badTag = ByteReader([9])
        #expect(throws: ByteReader.Malformed.invalid) { try badTag.decode(AccessLevel.self) }
        var badString = ByteReader([5])
        #expect(throws: ByteReader.Malformed.invalid) { try badString.readString() }
        var longCount = ByteReader([200, 1, 0])
        #expect(throws: ByteReader.Malformed.truncated) { try longCount.decode([String].self) }
        var longNumber = ByteReader([UInt8](repeating: 0xff, count: 11))
        #expect(throws: ByteReader.Malformed.invalid) { try longNumber.readUnsigned() }
        var notBool = ByteReader([2])
        #expect(throws: ByteReader.Malformed.invalid) { try notBool.readBool() }
    }

    @Test func numbersAndStrings_readBackAsWritten() throws {
        var writer = ByteWriter()
        let numbers = [0, 1, -1, 63, -64, 64, 300, -300, Int.max, Int.min]
        for number in numbers { writer.write(number) }
        writer.write(UInt64.max)
        for text in ["", "Oven", "Oven", "fire 🔥", ""] { writer.write(text) }
        var reader = ByteReader(writer.bytes)
        #expect(try numbers.map { _ in try reader.readInt() } == numbers)
        #expect(try reader.readUnsigned() == UInt64.max)
        #expect(try (0..<5).map { _ in try reader.readString() } == ["", "Oven", "Oven", "fire 🔥", ""])
        #expect(reader.isAtEnd)
    }
}
