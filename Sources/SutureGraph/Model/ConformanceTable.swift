/// What each declared or extended type inherits, by canonical name: the one table that installation and every rule
/// read to decide whether a type is, conforms to or refines another.
package struct ConformanceTable: Sendable {
    /// Protocols of the standard library and Foundation, which cannot refine a protocol of the scanned sources.
    static let knownProtocols: Set<String> = [
        "Sendable", "SendableMetatype", "AnyObject", "Any", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "LocalizedError", "Actor", "CaseIterable", "RawRepresentable", "BitwiseCopyable", "Copyable", "Escapable",
        "ObservableObject", "Observable",
    ]

    /// What each type and its extensions inherit directly, by full name.
    let inherited: [String: Set<String>]
    /// Every type declared in the scanned sources, by full name.
    let declaredTypes: Set<String>

    /// The table of `inherited`, for the types `declaredTypes`.
    init(inherited: [String: Set<String>] = [:], declaredTypes: Set<String> = []) {
        self.inherited = inherited
        self.declaredTypes = declaredTypes
    }

    /// What `type` and its extensions inherit directly.
    subscript(type: String) -> Set<String> { inherited[type, default: []] }

    /// Whether `type` conforms to `target` through what the scanned sources declare: what it and its extensions
    /// inherit, their superclasses and the protocols they refine; a generic type counts as its base (`Scoped<User>` is
    /// `Scoped`). `nil` when a type it inherits is unknown (from a module that is not scanned), so that only the
    /// compiler can tell.
    func conforms(_ type: String, to target: String) -> Bool? {
        var pending = [type]
        var seen: Set<String> = []
        var isKnown = true
        while let name = pending.popLast() {
            let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
            guard seen.insert(base).inserted else { continue }
            if base == target { return true }
            let inherits = self[name].union(self[base])
            if !declaredTypes.contains(base) && !Self.knownProtocols.contains(base) && inherits.isEmpty {
                isKnown = false
            }
            pending += inherits
        }
        return isKnown ? false : nil
    }

    /// Whether `type` is `target` or is known to refine it: what decides which components a module's `installIn:`
    /// reaches, and every message that explains it. A protocol of a module that is not scanned counts by its name.
    func isOrRefines(_ type: String, _ target: String) -> Bool {
        conforms(type, to: target) == true
    }
}
