/// The spellings a `TypeResolver` has resolved, kept so that one read in many places is resolved once.
///
/// A class, so that the resolver's non-mutating look-ups can fill it; the graph compiler runs on one thread.
final class TypeSpellingCache {
    /// A spelling and the scope it was read in.
    struct Key: Hashable {
        let spelling: String
        let scope: [String]
    }

    /// The canonical expression of each spelling.
    var expressions: [Key: TypeExpression] = [:]
    /// The canonical spelling of each spelling.
    var canonicalSpellings: [Key: String] = [:]
    /// The full names that a spelling wrote after `any`: protocols, wherever they are declared.
    var existentials: Set<String> = []
}
