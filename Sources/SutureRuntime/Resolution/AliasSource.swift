/// What an `alias` entry hands out: its registration's primary entry, and how to make the alias again over a copy of
/// that entry, as an `overriding` container does for a primary that keeps instances.
@usableFromInline
final class AliasSource: Sendable {
    /// The entry that builds the instance the alias converts.
    let primary: Entry
    /// Makes the alias's entry over another entry of the same binding as `primary`.
    let remake: @Sendable (_ primary: Entry) -> Entry

    init(primary: Entry, remake: @escaping @Sendable (_ primary: Entry) -> Entry) {
        self.primary = primary
        self.remake = remake
    }
}
