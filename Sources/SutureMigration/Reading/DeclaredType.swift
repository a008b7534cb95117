import SwiftSyntax

/// A class, struct or actor declared in the files the migration read: where to put `@Injectable`, and the
/// initializers its own declaration holds.
package struct DeclaredType {
    /// What kind of type it is.
    package enum Kind: String {
        case `class`, `struct`, actor
    }

    /// The type's name.
    package let name: String
    /// class, struct or actor.
    package let kind: Kind
    /// The file it stands in.
    package let path: String
    /// Where it stands.
    package let location: SourcePosition
    /// The UTF-8 offset where the declaration starts (its first attribute or modifier), and the indentation of its
    /// line: an attribute is inserted there, on a line of its own.
    package let insertionOffset: Int
    /// The leading whitespace of the declaration's line.
    package let indentation: String
    /// Whether it is generic (a generic type is left to the user: its registrations name one specialization).
    package let isGeneric: Bool
    /// Whether it already carries a Suture annotation (`@Injectable`).
    package let isAnnotated: Bool
    /// The initializers of its own declaration.
    package let initializers: [DeclaredInitializer]
    /// A struct's stored properties without a default value, in order: its memberwise initializer.
    package let memberwiseParameters: [DeclaredParameter]
}

/// An initializer of a declared type.
package struct DeclaredInitializer {
    /// Its parameters, in order.
    package let parameters: [DeclaredParameter]
    /// Whether it is already marked `@Inject`.
    package let isMarkedInject: Bool
    /// The UTF-8 offset where `@Inject` would go (before its first modifier or `init`), and its line's indentation.
    package let insertionOffset: Int
    /// The leading whitespace of its line.
    package let indentation: String
    /// Whether it is failable (`init?`): Suture's annotations need a non-optional result.
    package let isFailable: Bool

    /// The argument labels a call spells, in order.
    package var labels: [String?] { parameters.map(\.label) }
}

/// A parameter of a declared initializer (or a stored property of a memberwise one).
package struct DeclaredParameter {
    /// The argument label a call spells, nil for `_`.
    package let label: String?
    /// The type as written, without attributes.
    package let type: String
    /// The UTF-8 offset of the parameter's first token, where `@Named("…") ` or `@Argument ` is inserted; nil for a
    /// memberwise parameter, which has no declaration to annotate.
    package let insertionOffset: Int?
}
