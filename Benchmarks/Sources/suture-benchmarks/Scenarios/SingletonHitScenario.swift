extension Scenario {
    /// Reading a singleton that is already built, on `threadCount` threads at once.
    static func singletonHit(_ fixtures: BenchmarkFixtures, threadCount: Int) -> Scenario {
        let handWritten = fixtures.handWritten
        let component = fixtures.sutureComponent
        let container = fixtures.sutureContainer
        let swinject = fixtures.swinject
        let model = fixtures.swiftDependencies
        func measurement(_ loop: @escaping Stopwatch.Loop) -> Measurement {
            threadCount == 1 ? .singleThread(loop) : .concurrent(threadCount: threadCount, loop)
        }
        return Scenario(
            title: threadCount == 1 ? "Singleton hit" : "Singleton hit, \(threadCount) threads at once (per thread)",
            handWritten: measurement { iterations, sink in
                for _ in 0..<iterations { sink.consume(handWritten.configuration) }
            },
            sutureComponent: measurement { iterations, sink in
                for _ in 0..<iterations { sink.consume(component.configuration) }
            },
            suture: measurement { iterations, sink in
                for _ in 0..<iterations { sink.consume(try container.resolve(AppConfiguration.self)) }
            },
            swinject: measurement { iterations, sink in
                let resolver = swinject.resolver
                for _ in 0..<iterations { sink.consume(resolver.resolve(AppConfiguration.self)!) }
            },
            swiftDependencies: measurement { iterations, sink in
                for _ in 0..<iterations { sink.consume(model.configuration) }
            }
        )
    }
}
