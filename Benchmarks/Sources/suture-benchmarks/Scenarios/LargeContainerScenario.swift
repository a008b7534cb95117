extension Scenario {
    /// Resolving a transient object from the small (10) or the large (10,000) container of slot types.
    static func resolveInContainer(_ fixtures: BenchmarkFixtures, large: Bool) -> Scenario {
        let handWritten = fixtures.handWritten
        let container = large ? fixtures.largeSutureContainer : fixtures.smallSutureContainer
        let swinject = large ? fixtures.largeSwinject : fixtures.smallSwinject
        let size = large ? BenchmarkFixtures.largeContainerSize : BenchmarkFixtures.smallContainerSize
        return Scenario(
            title: "Resolve in a \(NumberText.count(size))-registration container",
            handWritten: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(handWritten.makeResolvedSlot()) }
            },
            sutureComponent: .notApplicable(reason: componentHasNoRegistry),
            suture: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.consume(try container.resolve(ResolvedSlot.self)) }
            },
            swinject: .singleThread { iterations, sink in
                let resolver = swinject.resolver
                for _ in 0..<iterations { sink.consume(resolver.resolve(ResolvedSlot.self)!) }
            },
            swiftDependencies: .notApplicable(reason: noContainer)
        )
    }

    static let componentHasNoRegistry =
        "A generated component has no registry to build or size: its bindings are compiled into its class."

    static let noContainer =
        "swift-dependencies has no container to build or size: its keys are types, and every live value is "
        + "cached on first read in one store for the whole process."
}
