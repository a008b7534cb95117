/// Where a registration contributes: one element of `[T]`, or one entry of `[K: T]`.
public struct Multibinding: Sendable {
    @usableFromInline
    enum Kind: Sendable {
        case set
        case map(key: QualifierValue, keyType: any Any.Type)
        /// Every element of an array, contributed to the set of `elementType`.
        case elements(elementType: any Any.Type)
    }

    @usableFromInline let kind: Kind

    /// Contributes one element to the `[T]` multibinding.
    public static var set: Multibinding { Multibinding(kind: .set) }

    /// Contributes the entry `key: value` to the `[K: T]` multibinding, where `K` is the key's type.
    ///
    /// - Parameter key: The entry's key in the dictionary; its type is the `K` of `[K: T]`. No two contributions to
    ///   one map may use the same key.
    /// - Returns: The multibinding to pass as `into:`.
    public static func map<Key: Hashable & Sendable>(key: Key) -> Multibinding {
        Multibinding(kind: .map(key: QualifierValue(key), keyType: Key.self))
    }
}

/// Where a registration of `[T]` contributes: every element of the array, to the `[T]` multibinding at once.
public struct ElementsContribution: Sendable {
    /// Contributes every element of the array to the `[T]` multibinding, in order.
    public static var elements: ElementsContribution { ElementsContribution() }
}
