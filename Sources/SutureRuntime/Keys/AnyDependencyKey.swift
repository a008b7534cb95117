/// Identifies a binding at run time: a type plus an optional qualifier.
public struct AnyDependencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The bound type.
    public let type: any Any.Type
    /// The qualifier that tells this binding apart from others of the same type, if any.
    public let qualifier: Qualifier?

    /// Makes the key of `type` with an optional qualifier.
    public init(_ type: any Any.Type, qualifier: Qualifier? = nil) {
        self.type = type
        self.qualifier = qualifier
    }

    /// Makes the key of `type` named `name`.
    public init(_ type: any Any.Type, named name: String) {
        self.init(type, qualifier: .named(name))
    }

    var typeIdentifier: ObjectIdentifier { ObjectIdentifier(type) }

    public static func == (lhs: AnyDependencyKey, rhs: AnyDependencyKey) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && lhs.qualifier == rhs.qualifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeIdentifier)
        hasher.combine(qualifier)
    }

    /// The type as a reader wrote it, without module prefixes.
    public var typeName: String { TypeName.describe(type) }

    /// How the key reads in messages: `Starter named "rye"`.
    public var description: String {
        guard let qualifier else { return typeName }
        return "\(typeName) \(qualifier)"
    }
}
