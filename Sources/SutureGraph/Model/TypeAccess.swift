import SutureSyntax

/// How far a type declared in the scanned sources is visible, and whether its author wrote that level or it is
/// the default: a type the author left without a modifier is internal by default, not by choice.
struct TypeAccess: Hashable, Sendable {
    /// The level: the type's own, or narrower when a type around it is less visible.
    var level: AccessLevel
    /// Whether an access modifier sets the level (on the type, on an extension around it, or on the enclosing type
    /// that narrows it), rather than the default.
    var isWritten: Bool

    /// Whether code in another package can name the type.
    var isPublic: Bool { level == .public || level == .open }

    /// This access as seen through an enclosing type's: the narrower of the two; where they are equal, written when
    /// either is.
    func narrowed(by enclosing: TypeAccess) -> TypeAccess {
        let own = Self.rank(level)
        let outer = Self.rank(enclosing.level)
        if own < outer { return self }
        if outer < own { return enclosing }
        return TypeAccess(level: level, isWritten: isWritten || enclosing.isWritten)
    }

    /// `private` first, `open` last; `public` and `open` rank alike, as both are visible everywhere.
    static func rank(_ level: AccessLevel) -> Int {
        switch level {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public, .open: 4
        }
    }
}

extension TypeAccess {
    /// A type that a spelling names and that is not public, with how far it is visible.
    struct Named: Hashable, Sendable {
        /// The type's full name: `Stove`, `Kitchen.Thermometer`.
        var name: String
        /// How far it is visible.
        var access: TypeAccess
    }
}

extension BindingGraph {
    /// The types declared in the scanned sources that `canonical` names and that are not public, by name: `Stove`
    /// for `Stove?`, `User` for `Repository<User>` when `Repository` is public. A type of a module that is not
    /// scanned counts as public: the target can only name it through an `import`.
    func nonPublicTypes(in canonical: String) -> [TypeAccess.Named] {
        guard !typeAccess.isEmpty else { return [] }
        var found: [String: TypeAccess] = [:]
        func visit(_ type: TypeExpression) {
            switch type {
            case .named(let parts):
                let name = parts.count == 1 ? parts[0].name : parts.map(\.name).joined(separator: ".")
                if let access = typeAccess[name], !access.isPublic { found[name] = access }
                for argument in parts.flatMap(\.arguments) { visit(argument) }
            case .optional(let wrapped), .array(let wrapped), .metatype(let wrapped, _): visit(wrapped)
            case .dictionary(let key, let value):
                visit(key)
                visit(value)
            case .tuple(let elements):
                for element in elements { visit(element.type) }
            case .function(_, let parameters, _, let result):
                for parameter in parameters { visit(parameter.type) }
                visit(result)
            case .composition(let members):
                for member in members { visit(member) }
            case .verbatim: break
            }
        }
        visit(TypeExpression(parsing: canonical))
        return found.keys.sorted().compactMap { name in found[name].map { TypeAccess.Named(name: name, access: $0) } }
    }
}
