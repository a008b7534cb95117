import SutureSyntax

/// What a binding answers and a request asks for: a canonical type spelling and an optional qualifier.
package struct BindingKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The canonical type: `Oven`, `Kitchen.Thermometer`, `[String: Recipe]`.
    package var type: String
    /// The name from `named:` or `@Named`, if any.
    package var qualifier: String?

    /// Describes a key.
    package init(type: String, qualifier: String? = nil) {
        self.type = type
        self.qualifier = qualifier
    }

    /// `Starter named "rye"`, or the type alone; the name is escaped as a Swift literal, so it stays on one line.
    package var description: String {
        guard let qualifier else { return type }
        return "\(type) named \(StringLiteral.quoted(qualifier))"
    }

    /// Orders by type, then qualifier.
    package static func < (lhs: BindingKey, rhs: BindingKey) -> Bool {
        // Not as a tuple: building one copies both keys, and sorting compares often.
        if lhs.type != rhs.type { return lhs.type < rhs.type }
        return (lhs.qualifier ?? "") < (rhs.qualifier ?? "")
    }
}
