/// A stored property marked `@Inject var`, set right after the initializer runs.
package struct InjectedProperty: Hashable, Sendable {
    /// How the property behaves when nothing binds its type.
    package enum Fallback: Hashable, Sendable {
        /// `T?` or `T!`: stays nil.
        case staysNil
        /// `T = d`: keeps the default value as written.
        case keepsDefault(String)
    }

    /// The property's name.
    package var name: String
    /// The type as written: `Ledger?`, `Ledger!`, `Clock`.
    package var typeSpelling: String
    /// The type resolved from the graph: `Ledger` for `Ledger?`, `Ledger!` and `Ledger = d`.
    package var dependencySpelling: String
    /// What the property keeps when nothing binds the type.
    package var fallback: Fallback
    /// The qualifier from `@Inject(named: "x")`, if any.
    package var qualifier: String?
    /// Where the property stands.
    package var location: SyntaxLocation?

    /// Describes an injected property.
    package init(
        name: String,
        typeSpelling: String,
        dependencySpelling: String,
        fallback: Fallback,
        qualifier: String? = nil,
        location: SyntaxLocation? = nil
    ) {
        self.name = name
        self.typeSpelling = typeSpelling
        self.dependencySpelling = dependencySpelling
        self.fallback = fallback
        self.qualifier = qualifier
        self.location = location
    }
}
