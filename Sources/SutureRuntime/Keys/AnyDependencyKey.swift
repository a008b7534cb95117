/// Identifies a binding at run time: a type plus an optional qualifier.
public struct AnyDependencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The bound type.
    public let type: any Any.Type
    /// The qualifier that tells this binding apart from others of the same type, if any.
    public let qualifier: Qualifier?

    /// Makes the key of `type` with an optional qualifier.
    ///
    /// - Parameters:
    ///   - type: The bound type: `Starter.self`.
    ///   - qualifier: The qualifier, or `nil` (the default) for the unqualified binding.
    public init(_ type: any Any.Type, qualifier: Qualifier? = nil) {
        self.type = type
        self.qualifier = qualifier
    }

    /// Makes the key of `type` named `name`.
    ///
    /// - Parameters:
    ///   - type: The bound type: `Starter.self`.
    ///   - name: The name the binding is registered under: `"rye"`.
    public init(_ type: any Any.Type, named name: String) {
        self.init(type, qualifier: .named(name))
    }

    var typeIdentifier: ObjectIdentifier { ObjectIdentifier(type) }

    /// Whether two keys name the same binding: the same type and an equal qualifier.
    ///
    /// - Parameters:
    ///   - lhs: A key.
    ///   - rhs: Another key.
    /// - Returns: `true` when both have the same type and equal qualifiers, or neither has a qualifier.
    public static func == (lhs: AnyDependencyKey, rhs: AnyDependencyKey) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && lhs.qualifier == rhs.qualifier
    }

    /// Feeds the type and the qualifier to `hasher`, which `==` compares.
    ///
    /// - Parameter hasher: The hasher to feed.
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
