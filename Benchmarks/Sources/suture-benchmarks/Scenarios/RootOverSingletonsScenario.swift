extension Scenario {
    /// Resolving a new root whose four dependencies are singletons, already built.
    static func rootOverSingletons(_ fixtures: BenchmarkFixtures) -> Scenario {
        let handWritten = fixtures.handWritten
        let component = fixtures.sutureComponent
        let container = fixtures.sutureContainer
        let swinject = fixtures.swinject
        let model = fixtures.swiftDependencies
        return Scenario(
            title: "Root over singleton leaves",
            handWritten: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(handWritten.makeDashboard()) }
            },
            sutureComponent: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(component.dashboard) }
            },
            suture: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(try container.resolve(Dashboard.self)) }
            },
            swinject: .singleThread { iterations, sink in
                let resolver = swinject.resolver
                for _ in 0..<iterations { sink.consume(resolver.resolve(Dashboard.self)!) }
            },
            swiftDependencies: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(model.dashboardFactory.make()) }
            }
        )
    }
}
