/// Where a registration contributes: one element of `[T]`, or one entry of `[K: T]`.
public struct Multibinding: Sendable {
    enum Kind: Sendable {
        case set
        case map(key: QualifierValue, keyType: any Any.Type)
    }

    let kind: Kind

    /// Contributes one element to the `[T]` multibinding.
    public static var set: Multibinding { Multibinding(kind: .set) }

    /// Contributes the entry `key: value` to the `[K: T]` multibinding, where `K` is the key's type.
    public static func map<Key: Hashable & Sendable>(key: Key) -> Multibinding {
        Multibinding(kind: .map(key: QualifierValue(key), keyType: Key.self))
    }
}
