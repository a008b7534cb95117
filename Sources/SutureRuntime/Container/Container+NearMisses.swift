extension Container {
    /// Registered keys close to one nothing binds: the same type under other qualifiers, `T` for `T?` and back,
    /// a type of the same name from another module, and contributions to a multibinding of the type.
    func nearMisses(for key: AnyDependencyKey) -> [ResolutionError.NearMiss] {
        let wantedName = key.typeName
        var nearMisses: [ResolutionError.NearMiss] = []
        var container: Container? = structuralView
        while let current = container {
            for entry in current.orderedEntries {
                let candidate = entry.key
                if current.contributions[candidate]?.contains(where: { $0.entry === entry }) == true {
                    if candidate.typeIdentifier == key.typeIdentifier {
                        nearMisses.append(
                            .init(
                                key: candidate,
                                site: entry.site,
                                remark: "[\(candidate.typeName)], which \(candidate) contributes to"
                            )
                        )
                    }
                    continue
                }
                if candidate.typeIdentifier == key.typeIdentifier {
                    if candidate.qualifier != key.qualifier {
                        nearMisses.append(.init(key: candidate, site: entry.site, remark: nil))
                    }
                } else if candidate.typeName == wantedName {
                    let remark =
                        "\(TypeName.qualified(candidate.type))"
                        + (candidate.qualifier.map { " \($0)" } ?? "")
                    nearMisses.append(.init(key: candidate, site: entry.site, remark: remark))
                } else if candidate.typeName == wantedName + "?" || candidate.typeName + "?" == wantedName,
                    candidate.qualifier == key.qualifier
                {
                    nearMisses.append(.init(key: candidate, site: entry.site, remark: nil))
                }
            }
            container = current.parent
        }
        return nearMisses
    }
}
