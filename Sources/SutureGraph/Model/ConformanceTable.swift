extension BindingGraph {
    /// Protocols of the standard library and Foundation, which cannot refine a protocol of the scanned sources.
    static let knownProtocols: Set<String> = [
        "Sendable", "SendableMetatype", "AnyObject", "Any", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "LocalizedError", "Actor", "CaseIterable", "RawRepresentable", "BitwiseCopyable", "Copyable", "Escapable",
        "ObservableObject", "Observable",
    ]

    /// Whether `type` conforms to `target` through what the scanned sources declare: what it and its extensions
    /// inherit, their superclasses and the protocols they refine. `nil` when a type it inherits is unknown (from a
    /// module that is not scanned), so that only the compiler can tell.
    func conforms(_ type: String, to target: String) -> Bool? {
        var pending = [type]
        var seen: Set<String> = []
        var isKnown = true
        while let name = pending.popLast() {
            let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
            guard seen.insert(base).inserted else { continue }
            if base == target { return true }
            let inherited = conformances[name, default: []].union(conformances[base, default: []])
            if !declaredTypes.contains(base) && !Self.knownProtocols.contains(base) && inherited.isEmpty {
                isKnown = false
            }
            pending += inherited
        }
        return isKnown ? false : nil
    }
}
