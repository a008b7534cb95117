extension Scenario {
    /// Resolving one object without dependencies, new on every request.
    static func transientLeaf(_ fixtures: BenchmarkFixtures) -> Scenario {
        let handWritten = fixtures.handWritten
        let component = fixtures.sutureComponent
        let container = fixtures.sutureContainer
        let swinject = fixtures.swinject
        let model = fixtures.swiftDependencies
        return Scenario(
            title: "Transient leaf",
            handWritten: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(handWritten.makeLocaleSettings()) }
            },
            sutureComponent: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(component.localeSettings) }
            },
            suture: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(try container.resolve(LocaleSettings.self)) }
            },
            swinject: .singleThread { iterations, sink in
                let resolver = swinject.resolver
                for _ in 0..<iterations { sink.consume(resolver.resolve(LocaleSettings.self)!) }
            },
            swiftDependencies: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(model.localeSettingsFactory.make()) }
            }
        )
    }
}
