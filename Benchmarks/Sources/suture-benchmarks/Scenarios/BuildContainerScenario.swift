import SutureRuntime

extension Scenario {
    /// Building a container of `count` registrations of one class under as many names, per registration.
    static func buildWithNames(count: Int) -> Scenario {
        let names = SlotNames.names(count: count)
        return Scenario(
            title: "Build: \(NumberText.count(count)) names of one type (per registration)",
            handWritten: .singleThread(operationsPerIteration: count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(HandWrittenRegistry.named(names)) }
            },
            sutureComponent: .notApplicable(reason: componentHasNoRegistry),
            suture: .singleThread(operationsPerIteration: count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(SutureWiring.makeNamedContainer(names: names)) }
            },
            swinject: .singleThread(operationsPerIteration: count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(SwinjectWiring.makeNamedResolver(names: names)) }
            },
            swiftDependencies: .notApplicable(reason: noNames)
        )
    }

    /// Building a container of the first `count` distinct slot types, per registration.
    static func buildWithTypes(_ fixtures: BenchmarkFixtures, count: Int) -> Scenario {
        let slotTypes = Array(fixtures.slotTypes.prefix(count))
        return Scenario(
            title: "Build: \(NumberText.count(count)) distinct types (per registration)",
            handWritten: .singleThread(operationsPerIteration: count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(HandWrittenRegistry.typed(slotTypes)) }
            },
            sutureComponent: .notApplicable(reason: componentHasNoRegistry),
            suture: .singleThread(operationsPerIteration: count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(SutureWiring.makeSlotContainer(types: slotTypes)) }
            },
            swinject: .singleThread(operationsPerIteration: count) { iterations, sink in
                for _ in 0..<iterations { sink.keep(SwinjectWiring.makeSlotResolver(types: slotTypes)) }
            },
            swiftDependencies: .notApplicable(reason: noContainer)
        )
    }

    /// What a test pays to replace one dependency: a fresh overriding container over 100 registrations.
    static func overrideInTest(_ fixtures: BenchmarkFixtures) -> Scenario {
        let slotTypes = Array(fixtures.slotTypes.prefix(overriddenContainerSize))
        let container = SutureWiring.makeSlotContainer(types: slotTypes)
        let swinject = SwinjectWiring.makeSlotResolver(types: slotTypes)
        return Scenario(
            title: "Override one of \(overriddenContainerSize) registrations for a test",
            handWritten: .notApplicable(reason: handWrittenPassesReplacements),
            sutureComponent: .notApplicable(reason: componentOverridesAtInit),
            suture: .singleThread { iterations, sink in
                for _ in 0..<iterations {
                    sink.keep(container.overriding { Register(ResolvedSlot.self) { _ in ResolvedSlot() } })
                }
            },
            swinject: .singleThread { iterations, sink in
                for _ in 0..<iterations { sink.keep(SwinjectWiring.makeOverridingChild(of: swinject)) }
            },
            swiftDependencies: .notApplicable(reason: notMeasuredOverride)
        )
    }

    /// The number of registrations in the container a test overrides.
    static let overriddenContainerSize = 100

    private static let noNames =
        "swift-dependencies has no names: each dependency is its own key type, declared in source."

    private static let handWrittenPassesReplacements =
        "Hand-written wiring replaces a dependency by passing another object to an initializer."

    private static let componentOverridesAtInit =
        "A generated component takes its replacements in `init(…, overrides:)`: a component, not a container."

    private static let notMeasuredOverride =
        "swift-dependencies overrides with `withDependencies`, which changes a task-local store: not measured here."
}
