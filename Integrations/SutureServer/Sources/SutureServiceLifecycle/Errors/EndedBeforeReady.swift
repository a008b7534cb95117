/// A service's `run()` returned without an error before the service was ready.
struct EndedBeforeReady: Error, CustomStringConvertible {
    var description: String { "it returned without an error" }
}
