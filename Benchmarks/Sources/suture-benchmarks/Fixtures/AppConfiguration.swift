/// The singleton of the benchmarks: built once, then read on every request.
final class AppConfiguration: Sendable {
    let name: String

    init(name: String = "Suture benchmarks") {
        self.name = name
    }
}
