import SutureSyntax

/// What tests and previews may replace in each generated component tree: one `Overrides` member per key that the
/// tree answers with a binding it builds, and the request sites that consult it.
///
/// A replacement stands where the binding would be built, so it keeps the binding's scope: a singleton's replacement
/// is built once per component instance, a custom scope's once per component of that scope, a `.graph` binding's
/// once per call of an entry point, a transient one's on every request. Bound instances, multibinding contributions
/// and bindings with runtime arguments are not replaced (the first are given anyway, the others have no one key).
///
/// `Overrides` is as visible as its component, so a public component's users, and its library's tests without
/// `@testable import`, replace what it builds. A member that names a less visible type is only as visible as that
/// type: its replacement cannot be written where the type cannot be named.
struct OverridesPlan {
    /// One replaceable key of a root component's tree.
    struct Member: Hashable {
        /// The key it replaces.
        let key: BindingKey
        /// The member's name in `Overrides`: `oven`, `ryeStarter`.
        let name: String
        /// The Swift type the replacement returns: `any Oven`.
        let valueType: String
        /// The bindings it replaces, by how messages name them, in a stable order.
        let replacedBindings: [String]
        /// The types its value type names that are not public, by name.
        let nonPublicTypes: [TypeAccess.Named]
        /// The first binding it replaces, where a message about the member stands.
        let location: SyntaxLocation?

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

    /// Each root component's members, by component index, in key order.
    private(set) var members: [Int: [Member]] = [:]
    /// Each generated component's root, by component index.
    private(set) var rootOf: [Int: Int] = [:]
    /// Each site's member, by name.
    private(set) var memberNames: [Site: String] = [:]
    /// The sites each component answers, by component index, in a stable order.
    private(set) var sites: [Int: [Site]] = [:]
    /// Each site's function name, unique in its component: `provideOven`.
    private(set) var provideNames: [Site: String] = [:]
    /// The roots of the trees with a class declared `Sendable`, whose overrides must be `Sendable` too.
    private(set) var sendableRoots: Set<Int> = []

    /// Plans the overrides of every generated root component.
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
            for site in candidates { sitesByKey[site.key, default: []].append(site) }
            var used: Set<String> = []
            var rootMembers: [Member] = []
            var rootSites: [Site] = []
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
                let replaced =
                    keySites.count == 1
                    ? [model.bindings[keySites[0].node.binding].displayName]
                    : Set(keySites.map { model.bindings[$0.node.binding].displayName }).sorted()
                let valueType = Self.valueType(of: keySites[0], in: model)
                rootMembers.append(
                    Member(
                        key: key,
                        name: name,
                        valueType: model.swift(valueType),
                        replacedBindings: replaced,
                        nonPublicTypes: model.nonPublicTypes(in: valueType),
                        location: model.bindings[keySites[0].node.binding].location
                    )
                )
                for site in keySites { memberNames[site] = name }
                rootSites += keySites
            }
            members[root] = rootMembers
            for site in rootSites.sorted() { sites[site.node.component, default: []].append(site) }
        }
        for componentSites in sites.values {
            var used: Set<String> = []
            for site in componentSites {
                let base = Self.provideName(forMember: memberNames[site] ?? "")
                var name = base
                var counter = 2
                while !used.insert(name).inserted {
                    name = "\(base)\(counter)"
                    counter += 1
                }
                provideNames[site] = name
            }
        }
    }

    /// The site a request would consult, or `nil` when its answer cannot be replaced; `site(of:in:)` then says
    /// whether the plan has it.
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

    /// The site a request made with `edge` consults, when it has one in the plan.
    func site(of edge: ResolvedEdge, in model: BindingGraph) -> Site? {
        guard let site = Self.candidateSite(of: edge, in: model), memberNames[site] != nil else { return nil }
        return site
    }

    /// `oven` for `Oven`, `ryeStarter` for `Starter` named "rye", `kitchenThermometer` for `Kitchen.Thermometer`,
    /// `urlSession` for `URLSession`, `repositoryUser` for `Repository<User>`.
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

    /// `provideOven` for the member `oven`, `provideDefault` for `` `default` ``: the name of the function that
    /// consults the member, before it is made unique in its component.
    static func provideName(forMember member: String) -> String {
        let unquoted = member.utf8.contains(UInt8(ascii: "`")) ? member.filter { $0 != "`" } : member
        if let first = unquoted.utf8.first, first < 0x80 {
            // An ASCII first letter: its capital is one byte, found without Unicode case tables.
            var bytes = Array("provide".utf8)
            bytes.reserveCapacity(bytes.count + unquoted.utf8.count)
            bytes.append(first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first - 0x20 : first)
            bytes.append(contentsOf: unquoted.utf8.dropFirst())
            return String(decoding: bytes, as: UTF8.self)
        }
        return "provide" + unquoted.prefix(1).uppercased() + unquoted.dropFirst()
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
