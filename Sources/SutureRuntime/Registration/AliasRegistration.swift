/// An `alias` of a registration: the type it answers and how to make its entry from the registration's primary one.
///
/// Not generic over the registered type: a registration of a type no code was specialized for would otherwise look
/// up the metadata of this type and of an array of it, even with no alias at all.
@usableFromInline
struct AliasRegistration: Sendable {
    /// The type the alias answers.
    @usableFromInline let type: any Any.Type
    /// Makes the alias's entry from the primary entry, a `TypedEntry` of the registered type, and the qualifier.
    @usableFromInline let makeEntry: @Sendable (_ primary: Entry, _ qualifier: Qualifier?) -> Entry

    @usableFromInline
    init(type: any Any.Type, makeEntry: @escaping @Sendable (_ primary: Entry, _ qualifier: Qualifier?) -> Entry) {
        self.type = type
        self.makeEntry = makeEntry
    }
}
