import SutureRuntime

/// What returning a shared instance owned costs, on one thread and on two (`suture-benchmarks floors`): a singleton
/// read that the caller owns is a retain and a release of the instance's reference count, one cache line that two
/// cores then pass back and forth. The rows share the harness's stopwatch and take turns in each round.
enum ReferenceCountFloor {
    /// The rows, in the order printed.
    static func rows(_ fixtures: BenchmarkFixtures) -> [(title: String, loop: Stopwatch.Loop)] {
        let handWritten = fixtures.handWritten
        let owner = OwnedReader(configuration: handWritten.configuration)
        let component = fixtures.sutureComponent
        let container = fixtures.sutureContainer
        return [
            (
                "Hand-written `let` read (borrowed)",
                { iterations, sink in
                    for _ in 0..<iterations { sink.consume(handWritten.configuration) }
                }
            ),
            (
                "Hand-written `let` read with one retain and release (`Unmanaged`)",
                { iterations, sink in
                    for _ in 0..<iterations {
                        let retained = Unmanaged.passUnretained(owner.stored).retain()
                        sink.consume(retained.takeUnretainedValue())
                        retained.release()
                    }
                }
            ),
            (
                "Suture component singleton entry point",
                { iterations, sink in
                    for _ in 0..<iterations { sink.consume(component.configuration) }
                }
            ),
            (
                "Suture component eager singleton entry point (a stored `let`)",
                { iterations, sink in
                    for _ in 0..<iterations { sink.consume(component.startupSettings) }
                }
            ),
            (
                "Suture Container singleton hit",
                { iterations, sink in
                    for _ in 0..<iterations { sink.consume(try container.resolve(AppConfiguration.self)) }
                }
            ),
        ]
    }

    /// Measures every row on 1 and 2 threads and prints a Markdown table.
    static func run() throws {
        let fixtures = BenchmarkFixtures()
        let stopwatch = Stopwatch()
        let rows = rows(fixtures)
        let iterations = try rows.map { try stopwatch.calibratedIterations($0.loop) }
        var single = Array(repeating: [Double](), count: rows.count)
        var double = Array(repeating: [Double](), count: rows.count)
        for round in 0...stopwatch.repetitions {
            for index in rows.indices {
                let one = try stopwatch.nanosecondsPerIteration(rows[index].loop, iterations: iterations[index])
                let two = try stopwatch.nanosecondsPerIterationOnEachThread(
                    threadCount: 2, rows[index].loop, iterations: iterations[index])
                if round > 0 {
                    single[index].append(one)
                    double[index].append(two)
                }
            }
        }
        print("| Row | 1 thread (ns) | 2 threads, per thread (ns) | 2 ÷ 1 |")
        print("| --- | ---: | ---: | ---: |")
        for index in rows.indices {
            let one = Stopwatch.median(single[index])
            let two = Stopwatch.median(double[index])
            print(
                "| \(rows[index].title) | \(NumberText.nanoseconds(one)) | \(NumberText.nanoseconds(two)) | \(NumberText.ratio(two / one)) |"
            )
        }
    }
}

/// Holds the configuration whose reference count the floor row writes.
final class OwnedReader: Sendable {
    let stored: AppConfiguration

    init(configuration: AppConfiguration) {
        stored = configuration
    }
}
