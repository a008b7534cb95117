import Testing

@testable import SutureGraph

/// The JSON writer's text: sorted keys, two-space indentation, empty containers on one line, and every escape RFC 8259
/// asks for, around runs of plain characters.
struct JSONWriterTests {
    @Test func nestedValues_areIndentedWithSortedKeys() {
        let value = JSONValue.object([
            "b": .array([.number(-12), .bool(true), .bool(false), .null, .array([]), .object([:])]),
            "a": .object(["z": .string("last"), "y": .decimal("1.5e3")]),
            "c": .array([.object(["only": .array([.string("deep")])])]),
        ])
        #expect(
            value.render() == """
                {
                  "a": {
                    "y": 1.5e3,
                    "z": "last"
                  },
                  "b": [
                    -12,
                    true,
                    false,
                    null,
                    [],
                    {}
                  ],
                  "c": [
                    {
                      "only": [
                        "deep"
                      ]
                    }
                  ]
                }
                """)
    }

    /// Indentation is copied from a run of 64 spaces: a line indented deeper takes it more than once.
    @Test func aLineDeeperThanThirtyTwoLevels_isIndentedTwoSpacesALevel() {
        var value = JSONValue.string("deep")
        for _ in 0..<40 { value = .array([value]) }
        let opening = (0..<40).map { String(repeating: " ", count: 2 * $0) + "[" }
        let closing = (0..<40).reversed().map { String(repeating: " ", count: 2 * $0) + "]" }
        let expected = (opening + [String(repeating: " ", count: 80) + "\"deep\""] + closing).joined(separator: "\n")
        #expect(value.render() == expected)
    }

    @Test func strings_escapeQuotesBackslashesAndControlCharacters() {
        let text = "plain \"quoted\" back\\slash\nline\rreturn\ttab\u{0}\u{1}\u{1F}\u{7F} é ü 🥐 end"
        #expect(
            JSONValue.string(text).render()
                == #""plain \"quoted\" back\\slash\nline\rreturn\ttab\u0000\u0001\u001f"# + "\u{7F} é ü 🥐 end\"")
    }

    @Test func keys_areEscapedLikeStrings() {
        #expect(JSONValue.object(["a\"b\n": .string("")]).render() == "{\n  \"a\\\"b\\n\": \"\"\n}")
    }

    @Test func escapesAtTheEdges_keepTheRunsAroundThem() {
        #expect(JSONValue.string("\"").render() == #""\"""#)
        #expect(JSONValue.string("\n\n").render() == #""\n\n""#)
        #expect(JSONValue.string("").render() == #""""#)
        #expect(JSONValue.string("a\\").render() == #""a\\""#)
    }

    /// Written member by member, a document is the same text as its tree: empty containers on one line, values of any
    /// kind at the depth they stand.
    @Test func aDocumentWrittenMemberByMember_isItsTreesText() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.element()
        writer.beginObject()
        writer.endObject()
        writer.element()
        writer.value(.object(["x": .array([.string("deep")]), "y": .null]))
        writer.endArray()
        writer.key("b")
        writer.beginArray()
        writer.endArray()
        writer.key("c")
        writer.value(.number(3))
        writer.endObject()
        writer.endLine()
        let tree = JSONValue.object([
            "a": .array([.object([:]), .object(["x": .array([.string("deep")]), "y": .null])]),
            "b": .array([]),
            "c": .number(3),
        ])
        #expect(writer.text == tree.render() + "\n")
    }

    /// For a document inside an HTML `<script>` element, `<`, `>` and `&` in keys and strings become `\u` escapes, and
    /// nothing else changes; without the option they stay as they are.
    @Test func escapingMarkup_escapesAngleBracketsAndAmpersands_inKeysAndStrings() {
        func written(escapingMarkup: Bool) -> String {
            var writer = JSONWriter(escapingMarkup: escapingMarkup)
            writer.beginObject()
            writer.key("<a&b>")
            writer.strings(["</script>", "\"<\\\n", "é&ü"])
            writer.endObject()
            return writer.text
        }
        #expect(
            written(escapingMarkup: true) == #"""
                {
                  "\u003ca\u0026b\u003e": [
                    "\u003c/script\u003e",
                    "\"\u003c\\\n",
                    "é\u0026ü"
                  ]
                }
                """#)
        #expect(
            written(escapingMarkup: false) == #"""
                {
                  "<a&b>": [
                    "</script>",
                    "\"<\\\n",
                    "é&ü"
                  ]
                }
                """#)
    }

    /// A writer with an output hands it the text in blocks of about `blockSize` bytes, which joined are the text a
    /// writer that keeps it whole writes.
    @Test func aWriterWithAnOutput_handsItTheSameTextInBlocks() {
        func write(_ writer: inout JSONWriter) {
            writer.beginArray()
            for index in 0..<30_000 {
                writer.element()
                writer.beginObject()
                writer.key("index")
                writer.number(index)
                writer.key("name")
                writer.string("binding \(index) <&>")
                writer.endObject()
            }
            writer.endArray()
            writer.endLine()
        }
        var whole = JSONWriter(escapingMarkup: true)
        write(&whole)
        let blocks = BlockCollector()
        var streamed = JSONWriter(escapingMarkup: true) { blocks.blocks.append(Array($0)) }
        write(&streamed)
        streamed.flush()
        #expect(whole.bytes.count > 2 * JSONWriter.blockSize)
        #expect(blocks.blocks.count > 2)
        #expect(blocks.blocks.dropLast().allSatisfy { $0.count >= JSONWriter.blockSize })
        #expect(Array(blocks.blocks.joined()) == whole.bytes)
    }

    /// Entries written in parts on every processor (`entries(count:_:)`) are the text written one after the other, in
    /// arrays and objects, empty, with one entry, with a last part shorter than the others and with more parts than are
    /// written at once, nested inside other containers, with strings escaped for HTML, kept whole and handed out in
    /// blocks.
    @Test func entriesWrittenInParts_areTheTextWrittenInOrder() {
        @Sendable func entry(_ index: Int, into writer: inout JSONWriter) {
            writer.element()
            writer.beginObject()
            writer.key("name <\(index)>")
            writer.string("binding \(index) & \"\(index * 7)\"")
            writer.key("requests")
            writer.strings((0..<(index % 4)).map { "request \($0)" })
            writer.endObject()
        }
        @Sendable func member(_ index: Int, into writer: inout JSONWriter) {
            writer.key("node \(index)")
            writer.number(index)
        }
        let counts = [
            0, 1, 2, JSONWriter.entriesPerPart, JSONWriter.entriesPerPart + 1, 3 * JSONWriter.entriesPerPart + 7,
            JSONWriter.entriesPerPart * JSONWriter.partsAtOnce * 2 + 5,
        ]
        /// `count` entries written by `write`, in parts or one after the other.
        func entries(
            _ count: Int, inParts: Bool, _ write: @Sendable (Int, inout JSONWriter) -> Void,
            into writer: inout JSONWriter
        ) {
            if inParts {
                writer.entries(count: count, write)
            } else {
                for index in 0..<count { write(index, &writer) }
            }
        }
        func document(_ count: Int, inParts: Bool, into writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("array")
            writer.beginArray()
            entries(count, inParts: inParts, entry, into: &writer)
            writer.endArray()
            writer.key("object")
            writer.beginObject()
            entries(count, inParts: inParts, member, into: &writer)
            writer.endObject()
            writer.endObject()
            writer.endLine()
        }
        for count in counts {
            var expected = JSONWriter(escapingMarkup: true)
            document(count, inParts: false, into: &expected)
            var whole = JSONWriter(escapingMarkup: true)
            document(count, inParts: true, into: &whole)
            #expect(whole.text == expected.text, "\(count) entries")
            let blocks = BlockCollector()
            var streamed = JSONWriter(escapingMarkup: true) { blocks.blocks.append(Array($0)) }
            document(count, inParts: true, into: &streamed)
            streamed.flush()
            #expect(Array(blocks.blocks.joined()) == expected.bytes, "\(count) entries in blocks")
        }
    }

    /// A string written from pieces is the string of the pieces joined, escapes and all, whichever piece they stand in.
    @Test func aStringWrittenFromPieces_isTheJoinedStringsText() {
        let pieces = ["parameter '", "", "a\"b", "\\", "' of <T>", "&\n", "é🥐", "."]
        for escapingMarkup in [false, true] {
            var joined = JSONWriter(escapingMarkup: escapingMarkup)
            joined.string(pieces.joined())
            var inPieces = JSONWriter(escapingMarkup: escapingMarkup)
            inPieces.string { write in pieces.forEach(write) }
            #expect(inPieces.text == joined.text)
        }
    }

    /// The blocks a writer hands its output.
    private final class BlockCollector {
        var blocks: [[UInt8]] = []
    }
}
