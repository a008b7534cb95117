import SutureSyntax

/// What tests and previews may replace in each generated component tree: the keys the tree answers with a binding it
/// builds, each with its member in the root's `Overrides`, the non-public types that limit who can write a
/// replacement, and the request sites that consult it.
///
/// A replacement stands where the binding would be built, so it keeps the binding's scope: a singleton's replacement
/// is built once per component instance, a custom scope's once per component of that scope, a `.graph` binding's
/// once per call of an entry point, a transient one's on every request. Bound instances, multibinding contributions
/// and bindings with runtime arguments are not replaced (the first are given anyway, the others have no one key).
///
/// `Overrides` is as visible as its component, so a public component's users, and its library's tests without
/// `@testable import`, replace what it builds. A member that names a less visible type is only as visible as that
/// type: its replacement cannot be written where the type cannot be named.
///
/// The member names are part of the fact: they are what a test writes, and a message about a member (NonPublicOverride)
/// cites them. How the generated file spells the rest (the provide functions, the comments) is planning's
/// (`OverridesPlan`).
struct ReplaceableKeys {
    /// One key a root component's tree can replace.
    struct Entry: Hashable {
        /// The key it replaces.
        let key: BindingKey
        /// Its member's name in `Overrides`, unique in the tree: `oven`, `ryeStarter`, `kitchenOven2`.
        let memberName: String
        /// The canonical type a replacement returns: `any Oven`.
        let valueType: String
        /// The types its value type names that are not public, by name.
        let nonPublicTypes: [TypeAccess.Named]
        /// The first binding it replaces, where a message about the member stands.
        let location: SyntaxLocation?
        /// The sites that consult it, the least first, each once.
        let sites: [Site]

        /// The member's level in an `Overrides` as visible as `level`: that, or less when it names a type that is.
        func level(in level: AccessLevel) -> AccessLevel {
            var result = level
            for type in nonPublicTypes where TypeAccess.rank(type.access.level) < TypeAccess.rank(result) {
                result = type.access.level
            }
            return result
        }
    }

    /// Where a replacement is consulted: a node answering a request for a key.
    struct Site: Hashable, Comparable {
        /// The node that builds the value when nothing replaces it.
        let node: GraphNode
        /// The key asked for.
        let key: BindingKey

        static func < (lhs: Site, rhs: Site) -> Bool {
            // Most sites differ by node: the keys are compared only on a tie.
            lhs.node != rhs.node ? lhs.node < rhs.node : lhs.key < rhs.key
        }
    }

    /// Each root component's replaceable keys, by component index, in key order.
    private(set) var entries: [Int: [Entry]] = [:]
    /// Each generated component's root, by component index.
    private(set) var rootOf: [Int: Int] = [:]
    /// The roots of the trees with a class declared `Sendable`, whose overrides must be `Sendable` too.
    private(set) var sendableRoots: Set<Int> = []

    /// Finds what every generated root component's tree can replace.
    init(resolved: ResolvedGraph, isGenerated: (Int) -> Bool) {
        let model = resolved.graph
        for index in model.components.indices where isGenerated(index) {
            var current = index
            var seen: Set<Int> = [index]
            while let parent = model.components[current].parent, seen.insert(parent).inserted { current = parent }
            rootOf[index] = current
            if model.components[index].declaration.isSendable { sendableRoots.insert(current) }
        }
        var sitesByRoot: [Int: [Site]] = [:]
        func consider(_ edge: ResolvedEdge, from component: Int) {
            guard let root = rootOf[component], let site = Self.candidateSite(of: edge, in: model) else { return }
            sitesByRoot[root, default: []].append(site)
        }
        for (component, outcomes) in resolved.entryOutcomes {
            guard model.components.indices.contains(component) else { continue }
            for (entry, outcome) in zip(model.components[component].entries, outcomes) where entry.subcomponent == nil {
                consider(ResolvedEdge(request: entry.request, outcome: outcome), from: component)
            }
        }
        for (node, edges) in resolved.edges {
            for edge in edges { consider(edge, from: node.component) }
        }
        for (root, candidates) in sitesByRoot {
            var sitesByKey: [BindingKey: [Site]] = [:]
            sitesByKey.reserveCapacity(candidates.count)
            for site in candidates { sitesByKey[site.key, default: []].append(site) }
            var used: Set<String> = []
            var rootEntries: [Entry] = []
            for key in sitesByKey.keys.sorted() {
                guard var keySites = sitesByKey[key] else { continue }
                // By node: the least site first, duplicates next to each other.
                keySites.sort()
                keySites.removeNeighbouringDuplicates()
                let base = Self.memberName(for: key)
                var name = base
                var counter = 2
                while !used.insert(name).inserted {
                    name = "\(base)\(counter)"
                    counter += 1
                }
                let valueType = Self.valueType(of: keySites[0], in: model)
                rootEntries.append(
                    Entry(
                        key: key,
                        memberName: name,
                        valueType: valueType,
                        nonPublicTypes: model.nonPublicTypes(in: valueType),
                        location: model.bindings[keySites[0].node.binding].location,
                        sites: keySites
                    )
                )
            }
            entries[root] = rootEntries
        }
    }

    /// The site a request would consult, or `nil` when its answer cannot be replaced.
    static func candidateSite(of edge: ResolvedEdge, in model: BindingGraph) -> Site? {
        switch edge.request.kind {
        case .instance, .optional, .lazy, .provider, .providerOfLazy: break
        case .set, .map, .factory: return nil
        }
        guard case .resolved(let nodes) = edge.outcome, nodes.count == 1, let node = nodes.first else { return nil }
        let binding = model.bindings[node.binding]
        if case .boundInstance = binding.source { return nil }
        guard binding.arguments.isEmpty, binding.contribution == nil else { return nil }
        return Site(node: node, key: edge.request.key)
    }

    /// The canonical type a site's replacement returns: the key's, or the binding's own when a provider of an
    /// optional type answers a request for an optional.
    static func valueType(of site: Site, in model: BindingGraph) -> String {
        let bindingType = model.bindings[site.node.binding].valueType
        if bindingType != site.key.type, case .optional = TypeExpression(parsing: bindingType) { return bindingType }
        return site.key.type
    }

    /// `oven` for `Oven`, `ryeStarter` for `Starter` named "rye", `kitchenThermometer` for `Kitchen.Thermometer`,
    /// `urlSession` for `URLSession`, `repositoryUser` for `Repository<User>`: a member's name before it is made
    /// unique in its tree.
    static func memberName(for key: BindingKey) -> String {
        if key.qualifier == nil, !key.type.utf8.contains(UInt8(ascii: ".")),
            TypeExpression.isPlainDottedName(key.type)
        {
            // One plain name, the most common key: its only word, without splitting it.
            let name = lowercasedLeadingCapitals(key.type)
            return reservedWords.contains(name) ? "`\(name)`" : name
        }
        var words: [String] = []
        if let qualifier = key.qualifier { words += identifierWords(qualifier) }
        words += identifierWords(key.type)
        guard let first = words.first else { return "value" }
        var name = lowercasedLeadingCapitals(first)
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if let firstCharacter = name.first, firstCharacter.isNumber { name = "_" + name }
        return reservedWords.contains(name) ? "`\(name)`" : name
    }

    /// The runs of letters, digits and underscores in `text`.
    private static func identifierWords(_ text: String) -> [String] {
        let words =
            ASCIIName.isASCII(text)
            ? ASCIIName.words(text)
            : text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        return words.filter { $0 != "any" && $0 != "some" }
    }

    /// `url` for `URL`, `urlSession` for `URLSession`, `oven` for `Oven`.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        if ASCIIName.isASCII(word) {
            var bytes = Array(word.utf8)
            var capitals = 0
            while capitals < bytes.count, ASCIIName.isUppercase(bytes[capitals]) { capitals += 1 }
            let lowered = capitals > 1 && capitals < bytes.count ? capitals - 1 : capitals
            for index in 0..<lowered { bytes[index] |= 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        guard capitals > 0 else { return word }
        // In `URLSession`, the `S` starts the next word and stays.
        let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Names that a member cannot take without backticks.
    private static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "default", "enum", "extension", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "rethrows", "super", "self",
        "throw", "throws", "true", "try", "package", "fileprivate", "open",
    ]
}

extension Array where Element: Equatable {
    /// Keeps the first of each run of equal neighbours: in a sorted array, each element once.
    fileprivate mutating func removeNeighbouringDuplicates() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            swapAt(kept, index)
            kept += 1
        }
        removeSubrange(kept...)
    }
}
