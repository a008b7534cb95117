/// Units that configurations of the build write differently, merged into one text with `#if` around what differs.
///
/// A unit every configuration writes alike appears once. A block that every configuration opens and closes alike
/// (a type, a function) merges unit by unit; any other unit that some configurations write differently, or that
/// only some write, appears once per way of writing it, each under the condition of the configurations that write
/// it so. Nothing is read back from text: the units are the renderers'.
struct ConditionalUnits {
    /// Spells the condition of a set of configurations.
    let spelling: ConditionSpelling
    /// Every configuration.
    let all: Set<BuildVariant>

    /// One way of writing a unit, with the configurations that write it so.
    typealias Form = (unit: GeneratedUnit, variants: Set<BuildVariant>)

    /// One way of writing a place of the merged text, with the configurations that write it so.
    private typealias Alternative = (lines: [String], variants: Set<BuildVariant>)

    /// One place of the merged text: one way of writing it for every configuration, or several, one per set.
    private typealias Place = [Alternative]

    /// The merged lines of one unit that `forms` write, each with the configurations that write it so.
    func merge(_ forms: [Form]) -> [String] {
        emit(places(of: forms))
    }

    /// The places of a unit's text. A unit that some configurations lack, or whose forms are not blocks opened and
    /// closed alike whose units every form orders alike, is one place, guarded whole where it differs.
    private func places(of forms: [Form]) -> [Place] {
        let whole = [forms.map { Alternative($0.unit.lines, $0.variants) }]
        guard forms.count > 1, forms.reduce(into: Set<BuildVariant>(), { $0.formUnion($1.variants) }) == all,
            let first = forms[0].unit.block
        else { return whole }
        let blocks = forms.compactMap(\.unit.block)
        guard blocks.count == forms.count,
            blocks.allSatisfy({
                $0.opening == first.opening && $0.closing == first.closing && $0.layout == first.layout
            })
        else { return whole }
        let keyLists = blocks.map { Self.distinctKeys(of: $0.units) }
        let keys = WrittenOrder.merged(keyLists)
        guard keyLists.allSatisfy({ WrittenOrder.keeps($0, in: keys) }) else { return whole }
        var merged: [Place] = first.opening.isEmpty ? [] : [[(first.opening, all)]]
        for (index, key) in keys.enumerated() {
            // Each way of writing the unit, with the configurations that write it so, in the order first met.
            var unitForms: [Form] = []
            for (form, (block, keyList)) in zip(forms, zip(blocks, keyLists)) {
                guard let position = keyList.firstIndex(of: key) else { continue }
                let unit = block.units[position]
                if let existing = unitForms.firstIndex(where: { $0.unit == unit }) {
                    unitForms[existing].variants.formUnion(form.variants)
                } else {
                    unitForms.append((unit, form.variants))
                }
            }
            let unitPlaces = places(of: unitForms)
            switch first.layout {
            case .members:
                if index > 0 {
                    // A member that only some configurations write, after one that only others write: one chain.
                    if unitPlaces.count == 1, let last = merged.last, chains(last, after: unitPlaces[0]) {
                        merged.append(unitPlaces[0])
                        continue
                    }
                    merged.append([([""], all)])
                }
                merged += unitPlaces
            case .statements:
                // Statements of the same configurations stand together, under one condition.
                for place in unitPlaces {
                    if let last = merged.last, last.count == 1, place.count == 1, last[0].variants == place[0].variants
                    {
                        merged[merged.count - 1][0].lines += place[0].lines
                    } else {
                        merged.append(place)
                    }
                }
            }
        }
        if !first.closing.isEmpty { merged.append([(first.closing, all)]) }
        return merged
    }

    /// The units' keys, a key that repeats in one block numbered from its second occurrence.
    private static func distinctKeys(of units: [GeneratedUnit]) -> [String] {
        var seen: [String: Int] = [:]
        return units.map { unit in
            let count = seen[unit.key, default: 0]
            seen[unit.key] = count + 1
            return count == 0 ? unit.key : "\(unit.key) #\(count)"
        }
    }

    /// Whether two guarded places hold disjoint configurations, so that they can share one `#if` chain.
    private func chains(_ first: Place, after second: Place) -> Bool {
        let firstVariants = first.reduce(into: Set<BuildVariant>()) { $0.formUnion($1.variants) }
        let secondVariants = second.reduce(into: Set<BuildVariant>()) { $0.formUnion($1.variants) }
        return firstVariants != all && secondVariants != all && firstVariants.isDisjoint(with: secondVariants)
    }

    /// The merged places as text: a place every configuration writes alike as it is; consecutive places of
    /// disjoint configurations as one `#if` / `#elseif` / `#else` chain.
    private func emit(_ places: [Place]) -> [String] {
        var lines: [String] = []
        var chain: Place = []
        func closeChain() {
            guard !chain.isEmpty else { return }
            var covered = Set<BuildVariant>()
            for (index, alternative) in chain.enumerated() {
                covered.formUnion(alternative.variants)
                let condition = spelling.condition(for: alternative.variants) ?? "true"
                if index == 0 {
                    lines.append("#if \(condition)")
                } else if index == chain.count - 1 && covered == all {
                    lines.append("#else")
                } else {
                    lines.append("#elseif \(condition)")
                }
                lines += alternative.lines
            }
            lines.append("#endif")
            chain = []
        }
        for place in places {
            if place.count == 1, place[0].variants == all {
                closeChain()
                lines += place[0].lines
                continue
            }
            let chained = chain.reduce(into: Set<BuildVariant>()) { $0.formUnion($1.variants) }
            if place.contains(where: { !$0.variants.isDisjoint(with: chained) }) { closeChain() }
            chain += place
        }
        closeChain()
        return lines
    }
}
