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
        let analysis = GraphCompiler().analyze(.app(Self.source))
        let requesters = analysis.resolved.allRequests.map { request in
            "\(request.edge.request.requester), label \(request.edge.request.label ?? "none")"
        }
        #expect(
            requesters == [
                "entry point App.baker, label none",
                "entry point App.bread, label none",
                "parameter 'oven' of Baker.init(with:_:oven2:count:), label with",
                "parameter 'flour' of Baker.init(with:_:oven2:count:), label none",
                "parameter 'oven2' of Baker.init(with:_:oven2:count:), label oven2",
                "parameter 'count' of Baker.init(with:_:oven2:count:), label count",
                "property 'flour' of Baker, label flour",
                "property 'apron' of Baker, label apron",
                "parameter 'oven' of Kitchen.makeBread(_:using:), label none",
                "parameter 'flour' of Kitchen.makeBread(_:using:), label using",
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
