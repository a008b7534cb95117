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
}
