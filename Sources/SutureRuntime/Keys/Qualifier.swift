/// Tells apart several bindings of one type: a string name, or any hashable, sendable value.
public struct Qualifier: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case name(String)
        case value(QualifierValue)
    }

    let storage: Storage

    /// Qualifies a binding by a value; a `String` is the same as `named(_:)`.
    ///
    /// - Parameter value: Any hashable, sendable value, such as an enum case: `Grain.spelt`. Values of different
    ///   types never match, even when they compare equal. A `Qualifier` is kept as it is.
    public init(_ value: some Hashable & Sendable) {
        if let qualifier = value as? Qualifier {
            self = qualifier
        } else if let name = value as? String {
            storage = .name(name)
        } else {
            storage = .value(QualifierValue(value))
        }
    }

    /// Qualifies a binding by a name, as `@Named("rye")` does.
    ///
    /// - Parameter name: The name, as a registration's `named:` gives it.
    /// - Returns: The qualifier of the bindings registered under `name`.
    public static func named(_ name: String) -> Qualifier {
        Qualifier(storage: .name(name))
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// The name, when the qualifier is a string name.
    public var name: String? {
        switch storage {
        case .name(let name): name
        case .value: nil
        }
    }

    /// How the qualifier reads in messages: `named "rye"` or `qualified by Flavor.rye`.
    public var description: String {
        switch storage {
        case .name(let name): "named \"\(name)\""
        case .value(let value): "qualified by \(value)"
        }
    }
}

extension Qualifier {
    /// Makes an optional qualifier from an optional name.
    @usableFromInline
    static func optional(named name: String?) -> Qualifier? {
        name.map { Qualifier(storage: .name($0)) }
    }
}

/// A qualifier value of any hashable, sendable type, compared by value and type.
///
/// A class: as a struct, its `AnyHashable` made every `Qualifier?` and `AnyDependencyKey` a type copied through
/// value witnesses, on every registration and look-up, named or not; a reference copies as one retain.
@usableFromInline
final class QualifierValue: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Only ever built from a `Hashable & Sendable` value, so sharing it across threads is safe.
    let base: AnyHashable
    // `AnyHashable` treats `1` and `UInt8(1)` as equal; a qualifier's type is part of its identity.
    private let valueType: ObjectIdentifier

    init<Value: Hashable & Sendable>(_ value: Value) {
        base = AnyHashable(value)
        valueType = ObjectIdentifier(Value.self)
    }

    @usableFromInline
    static func == (lhs: QualifierValue, rhs: QualifierValue) -> Bool {
        lhs.valueType == rhs.valueType && lhs.base == rhs.base
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(valueType)
        hasher.combine(base)
    }

    @usableFromInline
    var description: String {
        if let text = base.base as? String { return "\"\(text)\"" }
        let typeName = TypeName.describe(type(of: base.base))
        let valueText = String(describing: base.base)
        return valueText.hasPrefix(typeName) ? valueText : "\(typeName).\(valueText)"
    }
}
