import Foundation
import SutureGraph
import Testing

/// Reading a graph back from the JSON `suture graph --format json` writes: the fields the diff uses, and a message
/// that names the file and what is wrong for anything else.
struct GraphDocumentTests {
    /// A small graph in the schema, with every field the diff reads and some it ignores.
    static let valid = """
        {
          "components": [
            {
              "entryPoints": [
                { "name": "oven", "nodes": ["App/StoneOven"], "subcomponent": null, "type": "Oven" }
              ],
              "generatedName": "SutureApp",
              "name": "App",
              "nodes": [
                {
                  "binding": "StoneOven",
                  "dependencies": [
                    { "deferred": false, "nodes": ["App/Thermometer"], "type": "Thermometer" },
                    { "deferred": false, "nodes": [], "type": "Radio?" }
                  ],
                  "id": "App/StoneOven",
                  "keys": ["StoneOven", "Oven"],
                  "kind": "injectable",
                  "location": "Sources/App/Oven.swift:3:7",
                  "module": "Kitchen",
                  "scope": "singleton"
                },
                {
                  "binding": "Thermometer",
                  "dependencies": [],
                  "id": "App/Thermometer",
                  "keys": ["Thermometer"],
                  "kind": "injectable",
                  "scope": "transient"
                }
              ],
              "parent": null,
              "scope": null
            }
          ],
          "diagnostics": [],
          "module": "Caf\\u00e9 \\ud83e\\udd50",
          "schemaVersion": 1,
          "futureField": [1.5, -2e3, true, {"a": null}]
        }
        """

    @Test func aGraphInTheSchema_isRead_withTheFieldsTheDiffUses() throws {
        let document = try GraphDocument(json: Self.valid, file: "old.json")
        #expect(
            document
                == GraphDocument(
                    file: "old.json",
                    schemaVersion: 1,
                    module: "Café 🥐",
                    components: [
                        .init(
                            name: "App",
                            entryPoints: [.init(name: "oven", type: "Oven", nodes: ["App/StoneOven"])],
                            nodes: [
                                .init(
                                    id: "App/StoneOven", binding: "StoneOven", keys: ["StoneOven", "Oven"],
                                    scope: "singleton", module: "Kitchen", dependencies: ["App/Thermometer"]),
                                .init(
                                    id: "App/Thermometer", binding: "Thermometer", keys: ["Thermometer"], module: nil),
                            ]
                        )
                    ]
                )
        )
        #expect(!document.namesEveryModule)
    }

    @Test func theGraphTheCompilerWrites_isRead_andNamesEveryModule() throws {
        let picture = try String(
            contentsOf: GoldenCase.testsRoot.appendingPathComponent(
                "SutureGraphTests/Rendering/Pictures/Bakery/graph.json"),
            encoding: .utf8)
        let document = try GraphDocument(json: picture, file: "graph.json")
        #expect(document.components.map(\.name) == ["Bakery"])
        #expect(document.namesEveryModule)
    }

    /// Text that is not JSON: the line and column of the first character that cannot be read, and what was expected.
    @Test(arguments: [
        ("", "old.json is empty; write it with `suture graph --format json`"),
        (" \n\t", "old.json is empty; write it with `suture graph --format json`"),
        (
            "{",
            "old.json is not JSON: line 1, column 2: expected a member name in double quotes, found the end of the text"
        ),
        ("{\"a\": 1,}", "old.json is not JSON: line 1, column 9: expected a member name in double quotes, found '}'"),
        ("{\"a\" 1}", "old.json is not JSON: line 1, column 6: expected ':' after the member name \"a\", found '1'"),
        (
            "[1 2]",
            "old.json is not JSON: line 1, column 4: expected ',' or ']' after an element of an array, found '2'"
        ),
        ("{\"a\": tru}", "old.json is not JSON: line 1, column 7: expected a value, found 't'"),
        (
            "{\"a\": 01}",
            "old.json is not JSON: line 1, column 8: expected ',' or '}' after a member of an object, found '1'"
        ),
        ("{\"a\": -}", "old.json is not JSON: line 1, column 8: expected a digit in a number, found '}'"),
        ("{\"a\": 1.}", "old.json is not JSON: line 1, column 9: expected a digit after the decimal point, found '}'"),
        ("{\"a\": 1e}", "old.json is not JSON: line 1, column 9: expected a digit in the exponent, found '}'"),
        ("{} {}", "old.json is not JSON: line 1, column 4: expected the end of the text after the value, found '{'"),
        (
            "\"abc",
            "old.json is not JSON: line 1, column 5: expected '\"' to close the string, found the end of the text"
        ),
        ("\"a\tb\"", "old.json is not JSON: line 1, column 3: a control character must be escaped in a string"),
        (
            "\"\\x\"",
            "old.json is not JSON: line 1, column 3: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found 'x'"
        ),
        (
            "\"\\u12G4\"",
            "old.json is not JSON: line 1, column 6: expected four hexadecimal digits after \\u, found 'G'"
        ),
        (
            "\"\\ud83e\"",
            "old.json is not JSON: line 1, column 8: a high surrogate \\u escape must be followed by a low one"
        ),
        ("\"\\udd50\"", "old.json is not JSON: line 1, column 8: a low surrogate \\u escape must follow a high one"),
        (
            "{\n  \"a\": 1\n  \"b\": 2\n}",
            "old.json is not JSON: line 3, column 3: expected ',' or '}' after a member of an object, found '\"'"
        ),
        (
            "[\"é\" ü]",
            "old.json is not JSON: line 1, column 6: expected ',' or ']' after an element of an array, found 'ü'"
        ),
        ("\u{01}", "old.json is not JSON: line 1, column 1: expected a value, found the control character U+0001"),
        (
            String(repeating: "[", count: 600),
            "old.json is not JSON: line 1, column 513: arrays and objects nest deeper than 512"
        ),
    ])
    func textThatIsNotJSON_isRefused_atItsLineAndColumn(_ text: String, message: String) {
        #expect(Self.error(reading: text) == message)
    }

    /// JSON that is not a graph: the field that is missing or wrong, by its path in the document.
    @Test(arguments: [
        ("[]", "the document is an array, not an object"),
        ("{\"module\": \"App\", \"components\": []}", "the document has no \"schemaVersion\""),
        (
            "{\"schemaVersion\": \"1\", \"module\": \"App\", \"components\": []}",
            "schemaVersion is a string, not a number"
        ),
        ("{\"schemaVersion\": 1, \"components\": []}", "the document has no \"module\""),
        ("{\"schemaVersion\": 1, \"module\": \"App\", \"components\": {}}", "components is an object, not an array"),
        (
            "{\"schemaVersion\": 1, \"module\": \"App\", \"components\": [3]}",
            "components[0] is a number, not an object"
        ),
        ("{\"schemaVersion\": 1, \"module\": \"App\", \"components\": [{}]}", "components[0] has no \"name\""),
    ])
    func jsonThatIsNotAGraph_namesTheField(_ text: String, reason: String) {
        #expect(
            Self.error(reading: text) == "old.json is not a graph that `suture graph --format json` writes: \(reason)")
    }

    /// The valid graph with one edit: the field it breaks, by its path.
    @Test(arguments: [
        ("\"scope\": \"singleton\"", "\"scope\": 3", "components[0].nodes[0].scope is a number, not a string"),
        (
            "\"module\": \"Kitchen\"", "\"module\": false",
            "components[0].nodes[0].module is a boolean, not a string or null"
        ),
        (
            "\"keys\": [\"StoneOven\", \"Oven\"]", "\"keys\": []",
            "components[0].nodes[0].keys is empty; a binding answers one key at least"
        ),
        (
            "\"keys\": [\"StoneOven\", \"Oven\"]", "\"keys\": [\"StoneOven\", null]",
            "components[0].nodes[0].keys[1] is null, not a string"
        ),
        ("\"parent\": null", "\"parent\": [\"Root\"]", "components[0].parent is an array, not a string or null"),
        ("\"type\": \"Oven\" }", "\"kind\": \"Oven\" }", "components[0].entryPoints[0] has no \"type\""),
        (
            "\"nodes\": [\"App/Thermometer\"]", "\"nodes\": [\"App/Thermostat\"]",
            "components[0].nodes[0].dependencies name \"App/Thermostat\", which no node has"
        ),
        (
            "\"nodes\": [\"App/StoneOven\"]", "\"nodes\": [\"App/GasOven\"]",
            "components[0].entryPoints[0].nodes names \"App/GasOven\", which no node has"
        ),
        (
            "\"id\": \"App/Thermometer\"", "\"id\": \"App/StoneOven\"",
            "components[0].nodes[1].id \"App/StoneOven\" is also the id of components[0].nodes[0]"
        ),
    ])
    func aGraphWithAWrongField_namesIt(_ original: String, replacement: String, reason: String) throws {
        let text = Self.valid.replacingOccurrences(of: original, with: replacement)
        try #require(text != Self.valid)
        #expect(
            Self.error(reading: text) == "old.json is not a graph that `suture graph --format json` writes: \(reason)")
    }

    /// Version 2 reads as version 1 does, with the configuration drawn.
    @Test func aGraphInVersionTwo_isRead_withItsConfiguration() throws {
        let text = Self.valid.replacingOccurrences(
            of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 2, \"configuration\": \"DEBUG && os(Linux)\"")
        let document = try GraphDocument(json: text, file: "old.json")
        let versionOne = try GraphDocument(json: Self.valid, file: "old.json")
        #expect(document.schemaVersion == 2)
        #expect(document.configuration == "DEBUG && os(Linux)")
        #expect(document.components == versionOne.components)
        #expect(versionOne.configuration == nil)
    }

    @Test(arguments: ["3", "0", "1.0"])
    func aGraphInAnotherSchemaVersion_isRefused_namingTheVersionsAndTheFix(_ version: String) {
        let text = Self.valid.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": \(version)")
        #expect(
            Self.error(reading: text)
                == "old.json is written in graph schema version \(version), and this suture reads versions 1 and 2; "
                + "compare it with the suture that wrote it, or write it again with this one (`suture graph --format json`)"
        )
    }

    /// The message of the error reading `text` as `old.json` throws, or nil when it reads.
    static func error(reading text: String) -> String? {
        do {
            _ = try GraphDocument(json: text, file: "old.json")
            return nil
        } catch {
            return error.description
        }
    }
}
