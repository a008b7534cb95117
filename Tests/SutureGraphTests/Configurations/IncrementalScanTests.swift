import Foundation
import Testing

@testable import SutureGraph

/// A scan against the previous run's record: unchanged files are not read, a changed file is parsed, and the record
/// tells a change inside a body (the same findings) from a change of the declarations.
struct IncrementalScanTests {
    static let oven = SourceFile(
        path: "Oven.swift",
        text: """
            @Injectable final class Oven {
                init(stove: Stove) {}
                func bake() { print("bread") }
            }

            """)
    static let stove = SourceFile(path: "Stove.swift", text: "@Injectable final class Stove { init() {} }\n")

    static func input(oven: SourceFile = oven) -> GraphInput {
        GraphInput(target: SourceModule(name: "Kitchen", files: [oven, stove]))
    }

    static func record(of scan: IncrementalScan) -> RunRecord {
        RunRecord(
            options: "options", files: scan.files, targetMentionsRegistrations: false, diagnostics: "",
            hasErrors: false, outputDigest: nil)
    }

    @Test func aBodyEdit_findsTheSame_andReadsNoEntry() throws {
        let cache = MemoryScanCache()
        let first = IncrementalScan(Self.input(), cache: cache, compilerVersion: "1")
        #expect(cache.storeCount == 2)
        cache.resetCounts()
        var edited = Self.oven
        edited.text = edited.text.replacingOccurrences(of: "\"bread\"", with: "\"rye bread\"")
        let second = IncrementalScan(
            Self.input(oven: edited), cache: cache, compilerVersion: "1", previous: first.files)
        // The stove is unchanged: neither read nor parsed. The oven is parsed and its new text stored.
        #expect(cache.hitCount == 0)
        #expect(cache.storeCount == 1)
        #expect(Self.record(of: first).foundTheSame(as: second, targetMentionsRegistrations: false))
        #expect(second.files.map(\.key) != first.files.map(\.key))
        // Built from the record, the graph is the one of a cold run: the stove's entry is read now.
        let analysis = GraphCompiler().analyze(second)
        #expect(cache.hitCount == 1)
        #expect(
            ScanCacheTests.output(of: analysis)
                == ScanCacheTests.output(of: GraphCompiler().analyze(Self.input(oven: edited))))
    }

    @Test func anAnnotationEdit_orAMovedLine_findsSomethingElse() {
        let cache = MemoryScanCache()
        let first = IncrementalScan(Self.input(), cache: cache, compilerVersion: "1")
        var scoped = Self.oven
        scoped.text = scoped.text.replacingOccurrences(of: "@Injectable", with: "@Injectable(scope: .singleton)")
        // A line added above the declaration moves its location, which diagnostics print.
        var moved = Self.oven
        moved.text = "\n" + moved.text
        for edited in [scoped, moved] {
            let second = IncrementalScan(
                Self.input(oven: edited), cache: cache, compilerVersion: "1", previous: first.files)
            #expect(!Self.record(of: first).foundTheSame(as: second, targetMentionsRegistrations: false))
        }
        // A mention of the registrations group, which no scan records, counts too.
        let same = IncrementalScan(Self.input(), cache: cache, compilerVersion: "1", previous: first.files)
        #expect(!Self.record(of: first).foundTheSame(as: same, targetMentionsRegistrations: true))
        #expect(Self.record(of: first).foundTheSame(as: same, targetMentionsRegistrations: false))
    }

    @Test func aRecord_readsBackAsWritten_andADamagedOneIsRefused() throws {
        let scan = IncrementalScan(Self.input(), cache: MemoryScanCache(), compilerVersion: "1")
        var record = Self.record(of: scan)
        record.diagnostics = "Oven.swift:1:1: warning: [Suture/UnusedBinding] Oven is bound but never used"
        record.outputDigest = String(repeating: "ab", count: 32)
        record.outputFileFacts = "6428445 1795877280123456789 4242"
        let bytes = record.bytes
        #expect(try RunRecord(bytes: bytes) == record)
        for length in 0..<bytes.count {
            #expect(throws: ByteReader.Malformed.self, "cut to \(length) bytes") {
                try RunRecord(bytes: Array(bytes.prefix(length)))
            }
        }
        var otherVersion = bytes
        otherVersion[RunRecord.magic.count] = UInt8(RunRecord.formatVersion + 1)
        #expect(throws: ByteReader.Malformed.invalid) { try RunRecord(bytes: otherVersion) }
        #expect(throws: ByteReader.Malformed.invalid) { try RunRecord(bytes: bytes + [0]) }
    }
}
