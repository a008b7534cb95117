import SutureObservation

/// A count that is not `Equatable`, so every assignment to it is observed.
struct Tally: Sendable {
    var value: Int
}

/// The protocol a consumer knows the counter by.
protocol Counter: Observable, AnyObject {
    var count: Int { get set }
    var label: String { get set }
    var tally: Tally { get set }
}

/// The counter the app registers.
@Observable
final class LiveCounter: Counter {
    var count = 0
    var label = ""
    var tally = Tally(value: 0)
}

/// The counter a test or preview puts in its place.
@Observable
final class MockCounter: Counter {
    var count = 42
    var label = "Preview"
    var tally = Tally(value: 42)
}
