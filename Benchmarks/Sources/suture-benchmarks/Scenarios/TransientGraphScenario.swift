extension Scenario {
    /// Resolving the root of the 16-object graph, every object new.
    static func transientGraph(_ fixtures: BenchmarkFixtures) -> Scenario {
        let handWritten = fixtures.handWritten
        let component = fixtures.sutureComponent
        let container = fixtures.sutureContainer
        let swinject = fixtures.swinject
        let model = fixtures.swiftDependencies
        return Scenario(
            title: "Transient 16-object graph",
            handWritten: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(handWritten.makeStorefront()) }
            },
            sutureComponent: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(component.storefront) }
            },
            suture: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(try container.resolve(Storefront.self)) }
            },
            swinject: .singleThread { iterations, sink in
                let resolver = swinject.resolver
                for _ in 0..<iterations { sink.consume(resolver.resolve(Storefront.self)!) }
            },
            swiftDependencies: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(model.storefrontFactory.make()) }
            }
        )
    }
}
