import Testing

@testable import SutureGraph

/// Fan-in, fan-out, depth and transitive dependents, on a small graph with a diamond and a cycle through `Lazy`, and
/// on long synthetic graphs.
struct GraphMetricsTests {
    static let source = """
        import Suture
        @Injectable final class Clock { init() {} }
        @Injectable final class Store { init(clock: Clock) {} }
        @Injectable final class Cache { init(store: Store, clock: Clock, again: Clock) {} }
        @Injectable final class Feed { init(cache: Cache, store: Store) {} }
        @Injectable final class Ping { init(pong: Lazy<Pong>, clock: Clock) {} }
        @Injectable final class Pong { init(ping: Ping) {} }
        @Component
        protocol App {
            var feed: Feed { get }
            var pong: Pong { get }
            var clock: Clock { get }
            var otherClock: Clock { get }
        }
        """

    static var metrics: GraphMetrics {
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: source)]))
        )
        return GraphMetrics(GraphPicture(analysis.resolved, component: nil))
    }

    static func table(_ metrics: GraphMetrics) -> [String: GraphMetrics.Measure] {
        Dictionary(uniqueKeysWithValues: zip(metrics.nodeIDs, metrics.measures))
    }

    static func names(_ indices: [Int], in metrics: GraphMetrics) -> [String] { indices.map { metrics.nodeIDs[$0] } }

    @Test func eachBinding_isMeasured_withACycleCountedAsOneStep() {
        typealias Measure = GraphMetrics.Measure
        #expect(
            Self.table(Self.metrics) == [
                "App/Clock": Measure(fanIn: 5, fanOut: 0, depth: 0, transitiveDependents: 5),
                "App/Store": Measure(fanIn: 2, fanOut: 1, depth: 1, transitiveDependents: 2),
                "App/Cache": Measure(fanIn: 1, fanOut: 2, depth: 2, transitiveDependents: 1),
                "App/Feed": Measure(fanIn: 1, fanOut: 2, depth: 3, transitiveDependents: 0),
                "App/Ping": Measure(fanIn: 1, fanOut: 2, depth: 1, transitiveDependents: 1),
                "App/Pong": Measure(fanIn: 2, fanOut: 1, depth: 1, transitiveDependents: 1),
            ]
        )
    }

    @Test func dependenciesAndDependents_areDistinct_andEntryPointsAreListedApart() {
        let metrics = Self.metrics
        var dependencies: [String: [String]] = [:]
        var dependents: [String: [String]] = [:]
        var entryPoints: [String: [String]] = [:]
        for (index, id) in metrics.nodeIDs.enumerated() {
            dependencies[id] = Self.names(metrics.dependencies[index], in: metrics)
            dependents[id] = Self.names(metrics.dependentNodes[index], in: metrics).sorted()
            entryPoints[id] = metrics.dependentEntryPoints[index]
        }
        #expect(
            dependencies == [
                "App/Clock": [], "App/Store": ["App/Clock"], "App/Cache": ["App/Store", "App/Clock"],
                "App/Feed": ["App/Cache", "App/Store"], "App/Ping": ["App/Pong", "App/Clock"], "App/Pong": ["App/Ping"],
            ]
        )
        #expect(
            dependents == [
                "App/Clock": ["App/Cache", "App/Ping", "App/Store"], "App/Store": ["App/Cache", "App/Feed"],
                "App/Cache": ["App/Feed"], "App/Feed": [], "App/Ping": ["App/Pong"], "App/Pong": ["App/Ping"],
            ]
        )
        #expect(
            entryPoints == [
                "App/Clock": ["App.clock", "App.otherClock"], "App/Store": [], "App/Cache": [],
                "App/Feed": ["App.feed"],
                "App/Ping": [], "App/Pong": ["App.pong"],
            ]
        )
    }

    @Test func theMostDependedOn_rankByTransitiveDependents_thenFanIn_thenOrder_leavingOutWhatNothingNeeds() {
        let metrics = Self.metrics
        #expect(
            Self.names(metrics.mostDependedOn(limit: 10), in: metrics) == [
                "App/Clock", "App/Store", "App/Pong", "App/Cache", "App/Ping",
            ]
        )
        #expect(Self.names(metrics.mostDependedOn(limit: 2), in: metrics) == ["App/Clock", "App/Store"])
    }

    /// Ten thousand nodes in one chain: nothing recurses, and the ends measure the whole length.
    @Test func aChainOfTenThousand_isMeasuredEndToEnd() {
        let count = 10_000
        let metrics = GraphMetrics(
            nodeIDs: (0..<count).map { "Chain/Node\($0)" },
            dependencies: (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] },
            entryPoints: [(id: "Chain.head", targets: [0])]
        )
        let expected = (0..<count).map { index in
            GraphMetrics.Measure(
                fanIn: 1, fanOut: index + 1 < count ? 1 : 0, depth: count - 1 - index, transitiveDependents: index)
        }
        #expect(metrics.measures == expected)
    }

    /// Ten thousand nodes in one cycle are one step: no depth, and each is depended on by all the others.
    @Test func aCycleOfTenThousand_isOneComponent() {
        let count = 10_000
        let metrics = GraphMetrics(
            nodeIDs: (0..<count).map { "Ring/Node\($0)" },
            dependencies: (0..<count).map { [($0 + 1) % count] },
            entryPoints: []
        )
        let expected = Array(
            repeating: GraphMetrics.Measure(fanIn: 1, fanOut: 1, depth: 0, transitiveDependents: count - 1),
            count: count)
        #expect(metrics.measures == expected)
    }
}
