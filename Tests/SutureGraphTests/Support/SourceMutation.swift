// Shared by SutureGraphTests, SutureCLITests and SutureMacrosTests (linked there): the mutations the fuzz tests apply.

/// One way of damaging a source file, as a slip of the hand or a half-finished edit would.
enum SourceMutation: CaseIterable {
    case deleteLine, duplicateLine, swapLines, insertToken, deleteCharacters, truncate, nestBrackets

    /// Words and marks that change what the scanner reads.
    static let tokens = [
        "@Injectable", "@Inject", "@Module", "@Provides", "@Component", "@Named(\"x\")", "@Argument", "(", ")", "[",
        "]", "{", "}", "<", ">", ":", ",", "\"", "\"\"\"", "#", "\\", "init(", "static", "as:", "scope:", ".singleton",
        ".custom(\"request\")", "Lazy<", "Provider<", "async", "throws", "?", "!", "protocol", "enum", "extension",
        "typealias A = ", "@MainActor", "modules: [", "includes: [", "into: .map(key: ", "/*", "*/", "//", "\n",
    ]

    static func random(using generator: inout SeededGenerator) -> SourceMutation {
        allCases[Int.random(in: 0..<allCases.count, using: &generator)]
    }

    func apply(to text: String, using generator: inout SeededGenerator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return text }
        let line = Int.random(in: 0..<lines.count, using: &generator)
        switch self {
        case .deleteLine:
            lines.remove(at: line)
        case .duplicateLine:
            lines.insert(lines[line], at: line)
        case .swapLines:
            lines.swapAt(line, Int.random(in: 0..<lines.count, using: &generator))
        case .insertToken:
            let token = Self.tokens[Int.random(in: 0..<Self.tokens.count, using: &generator)]
            let characters = Array(lines[line])
            let position = Int.random(in: 0...characters.count, using: &generator)
            lines[line] = String(characters[..<position]) + token + String(characters[position...])
        case .deleteCharacters:
            let characters = Array(lines[line])
            guard !characters.isEmpty else { break }
            let start = Int.random(in: 0..<characters.count, using: &generator)
            let end = min(characters.count, start + Int.random(in: 1...8, using: &generator))
            lines[line] = String(characters[..<start]) + String(characters[end...])
        case .truncate:
            let characters = Array(text)
            return String(characters[..<Int.random(in: 0...characters.count, using: &generator)])
        case .nestBrackets:
            let depth = Int.random(in: 1...40, using: &generator)
            let (open, close) = [("[", "]"), ("(", ")"), ("Lazy<", ">")][Int.random(in: 0..<3, using: &generator)]
            lines[line] += " " + String(repeating: open, count: depth) + "T" + String(repeating: close, count: depth)
        }
        return lines.joined(separator: "\n")
    }
}

/// A small deterministic random number generator, so the damaged corpus is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
