import Foundation
import HeapStatistics

/// Measures the per-request cost of Suture's request scopes against hand-written per-request contexts, then runs a
/// bounded loopback load against a Hummingbird and a Vapor server.
///
/// `suture-server-benchmarks [--requests N] [--connections N] [--iterations N] [--only ROW]`, or
/// `suture-server-benchmarks --soak [--requests N]` for the lifetime soak (heap over N requests, no network).
///
/// `--only ROW` measures only the per-request rows whose name contains ROW, and no load: for a profiler.
@main
struct ServerBenchmarkMain {
    static func main() async {
        do {
            try await run(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("suture-server-benchmarks: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(arguments: [String]) async throws {
        if arguments.contains("--soak") {
            suture_heap_use_one_arena()
            let requests = try integer(after: "--requests", in: arguments) ?? 100_000
            print(LifetimeSoak.markdown(try await LifetimeSoak.run(requests: requests)))
            return
        }
        let requests = try integer(after: "--requests", in: arguments) ?? 100_000
        let connections = try integer(after: "--connections", in: arguments) ?? 64
        let iterations = try integer(after: "--iterations", in: arguments) ?? 200_000

        print("Per request, no network (median of 5 rounds of \(iterations) requests, release build)")
        print(
            AllocationCount.isCounted
                ? "Allocations counted by interposing malloc and its family."
                : "Allocations are not counted on this platform."
        )
        let only = try string(after: "--only", in: arguments)
        let measurement = PerRequestMeasurement(iterations: iterations, rounds: 5, only: only)
        let hummingbird = try await HummingbirdScenario.run(measurement)
        let vapor = try await VaporScenario.run(measurement)
        let vaporMiddleware = try await VaporMiddlewareScenario.run(measurement)
        let tables = [
            PerRequestTable(framework: "Hummingbird 2", results: hummingbird),
            PerRequestTable(framework: "Vapor 4", results: vapor),
            PerRequestTable(framework: "Vapor 4, through the middleware", results: vaporMiddleware),
        ]
        // Only the tables with a row measured: `--only` leaves the others out.
        for table in tables where !table.text.isEmpty { print(table.text) }
        if only != nil { return }

        let client = LoadClient(requests: requests, connections: connections, path: "/cart")
        let loads = [try await HummingbirdLoadRun.run(client), try await VaporLoadRun.run(client)]
        print(LoadTable(results: loads).text)
        for load in loads where load.failed != 0 || load.liveScopesAfterRun != 0 || load.liveScopesAfterShutdown != 0 {
            throw BenchmarkFailure(
                "\(load.server): \(load.failed) failed requests and \(load.liveScopesAfterRun) live request scopes "
                    + "after the run (\(load.liveScopesAfterShutdown) after shutdown); all must be 0.")
        }
    }

    private static func string(after flag: String, in arguments: [String]) throws -> String? {
        guard let index = arguments.firstIndex(of: flag) else { return nil }
        guard index + 1 < arguments.count else { throw BenchmarkFailure("\(flag) needs a value.") }
        return arguments[index + 1]
    }

    private static func integer(after flag: String, in arguments: [String]) throws -> Int? {
        guard let index = arguments.firstIndex(of: flag) else { return nil }
        guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
            throw BenchmarkFailure("\(flag) needs a positive whole number.")
        }
        return value
    }
}
