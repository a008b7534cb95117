/// What kind of type declaration carries an annotation.
package enum TypeKind: String, Hashable, Sendable {
    /// A `class`.
    case `class`
    /// A `struct`.
    case `struct`
    /// An `actor`.
    case actor
    /// An `enum`.
    case `enum`
}
