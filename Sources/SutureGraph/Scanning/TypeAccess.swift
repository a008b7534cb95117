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
