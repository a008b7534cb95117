import SutureRuntime

/// What the tests bake with; each kind says which one it is.
protocol Oven: AnyObject, Sendable {
    var label: String { get }
}

/// The real oven.
final class StoneOven: Oven {
    let label = "stone"
}

/// The oven tests swap in.
final class FakeOven: Oven {
    let label: String

    init(label: String = "fake") {
        self.label = label
    }
}

/// Depends on an oven, so an override of `Oven` shows through it.
final class Baker: Sendable {
    let oven: any Oven

    init(oven: any Oven) {
        self.oven = oven
    }
}

/// Remembers what was recorded into it: registered as a singleton, it shows which container a test sees.
actor Ledger {
    private(set) var entries: [Int] = []

    func record(_ entry: Int) {
        entries.append(entry)
    }
}
