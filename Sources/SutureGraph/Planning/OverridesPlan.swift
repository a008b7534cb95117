import SutureSyntax

/// How the generated file spells what each component tree can replace (`ReplaceableKeys`): the root's `Overrides`
/// members with the bindings their comments name, and one provide function per request site, named uniquely in its
/// component (`provideOven`).
struct OverridesPlan {
    /// Where a replacement is consulted: a node answering a request for a key.
    typealias Site = ReplaceableKeys.Site

    /// One member of a root component's `Overrides`.
    struct Member: Hashable {
        /// The key it replaces, its name and the types that limit it.
        let replaceable: ReplaceableKeys.Entry
        /// The Swift type the replacement returns: `any Oven`.
        let valueType: String
        /// The bindings it replaces, by how messages name them, in a stable order.
        let replacedBindings: [String]

        /// The key it replaces.
        var key: BindingKey { replaceable.key }
        /// The member's name in `Overrides`: `oven`, `ryeStarter`.
        var name: String { replaceable.memberName }
        /// The types its value type names that are not public, by name.
        var nonPublicTypes: [TypeAccess.Named] { replaceable.nonPublicTypes }

        /// The member's level in an `Overrides` as visible as `level`: that, or less when it names a type that is.
        func level(in level: AccessLevel) -> AccessLevel { replaceable.level(in: level) }
    }

    /// What each tree can replace.
    let replaceable: ReplaceableKeys
    /// Each root component's members, by component index, in key order.
    private(set) var members: [Int: [Member]] = [:]
    /// Each site's member, by name.
    private(set) var memberNames: [Site: String] = [:]
    /// The sites each component answers, by component index, in a stable order.
    private(set) var sites: [Int: [Site]] = [:]
    /// Each site's function name, unique in its component: `provideOven`.
    private(set) var provideNames: [Site: String] = [:]

    /// Plans the overrides of every generated root component.
    init(replaceable: ReplaceableKeys, model: BindingGraph) {
        self.replaceable = replaceable
        let siteCount = replaceable.entries.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.sites.count } }
        memberNames.reserveCapacity(siteCount)
        provideNames.reserveCapacity(siteCount)
        for (root, entries) in replaceable.entries {
            var rootSites: [Site] = []
            members[root] = entries.map { entry in
                for site in entry.sites { memberNames[site] = entry.memberName }
                rootSites += entry.sites
                let replaced =
                    entry.sites.count == 1
                    ? [model.bindings[entry.sites[0].node.binding].displayName]
                    : Set(entry.sites.map { model.bindings[$0.node.binding].displayName }).sorted()
                return Member(replaceable: entry, valueType: model.swift(entry.valueType), replacedBindings: replaced)
            }
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

    /// Each generated component's root, by component index.
    var rootOf: [Int: Int] { replaceable.rootOf }
    /// The roots of the trees with a class declared `Sendable`, whose overrides must be `Sendable` too.
    var sendableRoots: Set<Int> { replaceable.sendableRoots }

    /// The canonical type a site's replacement returns.
    static func valueType(of site: Site, in model: BindingGraph) -> String {
        ReplaceableKeys.valueType(of: site, in: model)
    }

    /// The site a request made with `edge` consults, when it has one in the plan.
    func site(of edge: ResolvedEdge, in model: BindingGraph) -> Site? {
        guard let site = ReplaceableKeys.candidateSite(of: edge, in: model), memberNames[site] != nil else {
            return nil
        }
        return site
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
}
