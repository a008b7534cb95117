import SutureRuntime

/// Runs every scenario for every library in this one process and prints the results as Markdown.
@main
enum BenchmarkMain {
    static func main() throws {
        if CommandLine.arguments.dropFirst().first == "soak" {
            let fixtures = BenchmarkFixtures()
            let rows = [
                LifetimeSoakScenario.generatedSessions(root: fixtures.sutureComponent, count: 100_000),
                LifetimeSoakScenario.childContainers(root: Container {}, count: 100_000),
            ]
            print(LifetimeSoakScenario.markdown(rows))
            return
        }
        if CommandLine.arguments.dropFirst().first == "floors" {
            try ReferenceCountFloor.run()
            return
        }
        if CommandLine.arguments.dropFirst().first == "profile" {
            try ProfileDriver.run(Array(CommandLine.arguments.dropFirst(2)))
            return
        }
        let machine = MachineDescription.current()
        let stopwatch = Stopwatch()
        let fixtures = BenchmarkFixtures()
        let runner = ScenarioRunner(stopwatch: stopwatch)

        let transientGraph = try runner.run(.transientGraph(fixtures))
        let transientLeaf = try runner.run(.transientLeaf(fixtures))
        let rootOverSingletons = try runner.run(.rootOverSingletons(fixtures))
        let singletonHit = try runner.run(.singletonHit(fixtures, threadCount: 1))
        let runtimeArguments = try runner.run(.runtimeArguments(fixtures))
        let concurrentSingletonHit = try runner.run(.singletonHit(fixtures, threadCount: 2))
        let buildNames = try [1_000, 10_000, 100_000].map { try runner.run(.buildWithNames(count: $0)) }
        let buildTypes = try [1_000, 10_000].map { try runner.run(.buildWithTypes(fixtures, count: $0)) }
        let overrideInTest = try runner.run(.overrideInTest(fixtures))
        let resolveInSmallContainer = try runner.run(.resolveInContainer(fixtures, large: false))
        let resolveInLargeContainer = try runner.run(.resolveInContainer(fixtures, large: true))
        let memoryRows = [
            MemoryScenario.names(count: 10_000), MemoryScenario.types(fixtures, count: 10_000),
        ]

        let resolveRows = [
            transientGraph, transientLeaf, rootOverSingletons, singletonHit, runtimeArguments, concurrentSingletonHit,
        ]
        let containerRows = [overrideInTest, resolveInSmallContainer, resolveInLargeContainer]
        let results = ResultsTable(results: resolveRows + buildNames + buildTypes + containerRows)
        let ratios = RatioTable(rows: [
            RatioTable.Row(
                title: "Singleton hit: 2 threads ÷ 1 thread",
                numerator: concurrentSingletonHit,
                denominator: singletonHit
            ),
            RatioTable.Row(
                title: "Resolve: 10,000 ÷ 10 registrations",
                numerator: resolveInLargeContainer,
                denominator: resolveInSmallContainer
            ),
            RatioTable.Row(
                title: "Build per registration: 10,000 ÷ 1,000 names",
                numerator: buildNames[1],
                denominator: buildNames[0]
            ),
            RatioTable.Row(
                title: "Build per registration: 100,000 ÷ 10,000 names",
                numerator: buildNames[2],
                denominator: buildNames[1]
            ),
            RatioTable.Row(
                title: "Build per registration: 10,000 ÷ 1,000 types",
                numerator: buildTypes[1],
                denominator: buildTypes[0]
            ),
        ])
        let targets = SutureTargets(
            transientGraph: transientGraph,
            transientLeaf: transientLeaf,
            rootOverSingletons: rootOverSingletons,
            singletonHit: singletonHit,
            runtimeArguments: runtimeArguments,
            concurrentSingletonHit: concurrentSingletonHit,
            buildSmallWithNames: buildNames[0],
            buildLargeWithNames: buildNames[1],
            buildLargeWithTypes: buildTypes[1],
            resolveInSmallContainer: resolveInSmallContainer,
            resolveInLargeContainer: resolveInLargeContainer
        )

        let componentTargets = ComponentTargets(transientGraph: transientGraph, singletonHit: singletonHit)

        var lines: [String] = []
        #if DEBUG
            lines.append("> **Debug build: these numbers mean nothing.** Run with `-c release`.")
            lines.append("")
        #endif
        var machineLine = "- Machine: \(machine.system), \(machine.processorCount) CPUs"
        if let model = machine.processorModel {
            machineLine += " (\(model))"
        }
        lines.append(machineLine)
        lines.append("- Date: \(machine.date)")
        if let loadAverage = machine.loadAverage {
            lines.append("- Load average at start (1 minute): \(loadAverage)")
        }
        lines.append(
            "- Method: median of \(stopwatch.repetitions) repetitions of about "
                + "\(stopwatch.repetitionNanoseconds / 1_000_000) ms each after a warm-up, the libraries taking turns "
                + "in each round; every result kept alive."
        )
        lines.append("")
        lines.append("Median ns/op (× hand-written):")
        lines.append("")
        lines.append(results.markdown())
        lines.append("")
        lines.append("How costs grow, for each library:")
        lines.append("")
        lines.append(ratios.markdown())
        lines.append("")
        lines.append(
            "Bytes kept per registration (heap in use after building a second container, less before; median of 5):"
        )
        lines.append("")
        lines.append(MemoryScenario.markdown(memoryRows))
        lines.append("")
        lines.append("Suture's Container against its targets:")
        lines.append("")
        lines.append(Target.markdown(targets.evaluate()))
        lines.append("")
        lines.append("Suture's generated component against its targets:")
        lines.append("")
        lines.append(Target.markdown(componentTargets.evaluate()))
        print(lines.joined(separator: "\n"))
    }
}
