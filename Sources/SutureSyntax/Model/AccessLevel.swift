/// The access level written on a declaration, which generated members follow.
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// `private`.
    case `private`
    /// `fileprivate`.
    case `fileprivate`
    /// `internal`, also when nothing is written.
    case `internal`
    /// `package`.
    case `package`
    /// `public`.
    case `public`
    /// `open`.
    case `open`

    /// The modifier a generated member gets so that it is as visible as the declaration it comes from.
    ///
    /// A member of a `private` type is only reachable where the type is, so `fileprivate` serves both;
    /// `open` applies to classes only, so their members are `public`. `nil` means no modifier (internal).
    package var memberModifier: String? {
        switch self {
        case .private, .fileprivate: "fileprivate"
        case .internal: nil
        case .package: "package"
        case .public, .open: "public"
        }
    }
}
