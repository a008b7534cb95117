import Hummingbird
import Logging

/// Where the benchmark's request contexts come from: a logger and no channel, since no network is involved.
struct BenchmarkContextSource: RequestContextSource {
    let logger: Logger
}
