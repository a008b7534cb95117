/// A top-level part of the generated file: an import, a component, the registrations group. Configurations of the
/// build may write it differently, or not at all.
struct GeneratedSection: Hashable, Sendable {
    /// What the part holds; its key (`component Bakery`) is the same in every configuration.
    var unit: GeneratedUnit
    /// Whether a blank line comes before it.
    var isSeparated: Bool

    /// What the part is, the same in every configuration.
    var key: String { unit.key }
}
