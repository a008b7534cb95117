/// The identity of a map contribution: its element key and its map key, which an override with both replaces.
struct MapContributionKey: Hashable {
    let elementKey: AnyDependencyKey
    let mapKey: QualifierValue

    init?(_ registration: Registration) {
        guard case .map(let mapKey, _) = registration.contribution?.kind else { return nil }
        self.init(elementKey: registration.key, mapKey: mapKey)
    }

    init?(_ contribution: Contribution) {
        guard case .map(let mapKey, _) = contribution.multibinding.kind else { return nil }
        self.init(elementKey: contribution.entry.key, mapKey: mapKey)
    }

    private init(elementKey: AnyDependencyKey, mapKey: QualifierValue) {
        self.elementKey = elementKey
        self.mapKey = mapKey
    }
}
