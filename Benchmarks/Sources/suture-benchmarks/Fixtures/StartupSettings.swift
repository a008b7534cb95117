/// The eager singleton of the benchmarks: built when the component is made, then read on every request.
final class StartupSettings: Sendable {
    let name: String

    init() {
        self.name = "Suture benchmarks, eager"
    }
}
