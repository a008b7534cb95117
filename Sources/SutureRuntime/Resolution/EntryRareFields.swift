/// The fields of an entry that few bindings have, kept out of `Entry` so that most entries are smaller: the global
/// actor of an isolated factory and the source of an alias.
@usableFromInline
class EntryRareFields: @unchecked Sendable {
    // Sendable because every field is a `let` of a Sendable type (a subclass's closures are `@Sendable`).
    /// The global actor the factory runs on, if any.
    let isolation: Isolation?
    /// For a key registered with `alias`, the primary entry it hands out and how to make it again.
    let aliasSource: AliasSource?

    init(isolation: Isolation?, aliasSource: AliasSource?) {
        self.isolation = isolation
        self.aliasSource = aliasSource
    }
}

/// The rare fields of a `TypedEntry<Value>`: with the factories that take runtime arguments or are async, and the
/// completion, which name the type.
@usableFromInline
final class TypedEntryRareFields<Value>: EntryRareFields, @unchecked Sendable {
    /// The factory, for a binding built from the request's runtime arguments (the entry's own `factory` then only
    /// reports a request without them).
    @usableFromInline let argumentsFactory: TypedEntry<Value>.ArgumentsFactory?
    /// The async factory, for an `AsyncRegister`.
    let asyncFactory: TypedEntry<Value>.AsyncFactory?
    /// What runs on each new instance, if anything.
    let completion: TypedEntry<Value>.Completion?

    init(
        isolation: Isolation?,
        aliasSource: AliasSource?,
        argumentsFactory: TypedEntry<Value>.ArgumentsFactory?,
        asyncFactory: TypedEntry<Value>.AsyncFactory?,
        completion: TypedEntry<Value>.Completion?
    ) {
        self.argumentsFactory = argumentsFactory
        self.asyncFactory = asyncFactory
        self.completion = completion
        super.init(isolation: isolation, aliasSource: aliasSource)
    }
}
