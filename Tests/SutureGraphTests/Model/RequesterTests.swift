import Testing

@testable import SutureGraph

/// A requester is kept in parts and spelled only when a message needs it; it reads as the whole text always did.
struct RequesterTests {
    static let source = """
        import Suture
        @Injectable final class Oven { init() {} }
        @Injectable final class Flour { init() {} }
        @Injectable final class Baker {
            @Inject var flour: Flour?
            @Inject var apron: Flour?
            init(with oven: Oven, _ flour: Flour, oven2: Oven, count: Int) {}
        }
        @Module enum Kitchen {
            @Provides static func makeBread(_ oven: Oven, using flour: Flour) -> String { "" }
            @Provides static func makeCount() -> Int { 1 }
        }
        @Component(modules: [Kitchen.self])
        protocol App {
            var baker: Baker { get }
            var bread: String { get }
        }
        """

    @Test func requesters_readAsTheirParameterPropertyOrEntryPoint() {
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "App.swift", text: Self.source)]))
        )
        let requesters = analysis.resolved.allRequests.map(\.edge.request.requester)
        #expect(
            requesters == [
                "entry point App.baker",
                "entry point App.bread",
                "parameter 'oven' of Baker.init(with:_:oven2:count:)",
                "parameter 'flour' of Baker.init(with:_:oven2:count:)",
                "parameter 'oven2' of Baker.init(with:_:oven2:count:)",
                "parameter 'count' of Baker.init(with:_:oven2:count:)",
                "property 'flour' of Baker",
                "property 'apron' of Baker",
                "parameter 'oven' of Kitchen.makeBread(_:using:)",
                "parameter 'flour' of Kitchen.makeBread(_:using:)",
            ])
    }

    @Test func requesters_areEqualWhenMadeOfTheSameParts() {
        let first = Requester.Declaration.parameters(
            of: "Baker", function: "init", labels: ["oven", nil], names: ["oven", "flour"])
        let second = Requester.Declaration.parameters(
            of: "Baker", function: "init", labels: ["oven", nil], names: ["oven", "flour"])
        #expect(Requester(first, member: 1) == Requester(second, member: 1))
        #expect(Set([Requester(first, member: 1), Requester(second, member: 1)]).count == 1)
        #expect(Requester(first, member: 0) != Requester(first, member: 1))
        #expect(Requester(first, member: 0) != Requester(text: "parameter 'oven' of Baker.init(oven:_:)"))
        #expect(
            [Requester(first, member: 0), Requester(first, member: 1)].map(\.description) == [
                "parameter 'oven' of Baker.init(oven:_:)", "parameter 'flour' of Baker.init(oven:_:)",
            ])
    }
}
