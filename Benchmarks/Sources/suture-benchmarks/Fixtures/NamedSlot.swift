/// The one class that the name scenarios register under thousands of names.
final class NamedSlot: Sendable {
    init() {}
}

/// The names the name scenarios register: `slot-0`, `slot-1`, …
enum SlotNames {
    /// The first `count` names, `slot-0` first.
    static func names(count: Int) -> [String] {
        (0..<count).map { "slot-\($0)" }
    }
}
