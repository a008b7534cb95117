extension Scenario {
    /// Building a container of 10,000 registrations, per registration.
    static func buildLargeContainer(_ fixtures: BenchmarkFixtures) -> Scenario {
        let slotTypes = fixtures.slotTypes
        return Scenario(
            title: "Build a \(NumberText.count(slotTypes.count))-registration container (per registration)",
            handWritten: .notApplicable(reason: noRegistry),
            sutureComponent: .notApplicable(reason: componentHasNoRegistry),
            suture: .singleThread(operationsPerIteration: slotTypes.count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(SutureWiring.makeSlotContainer(types: slotTypes)) }
            },
            swinject: .singleThread(operationsPerIteration: slotTypes.count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(SwinjectWiring.makeSlotResolver(types: slotTypes)) }
            },
            swiftDependencies: .notApplicable(reason: noContainer)
        )
    }

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

    private static let noRegistry = "Hand-written wiring has no registry to build."

    private static let componentHasNoRegistry =
        "A generated component has no registry to build or size: its bindings are compiled into its class."

    private static let noContainer =
        "swift-dependencies has no container to build or size: its keys are types, and every live value is "
        + "cached on first read in one store for the whole process."
}
