/// A benchmark run that went wrong (errors, leaked scopes), with the message to print.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
