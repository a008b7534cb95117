import Testing

@testable import SutureGraph

/// Every answered request of a resolved graph, walked in its stable order: the entry points' first, in the components'
/// order, then each node's in the nodes' order, each in the order its binding asks.
struct AnsweredRequestsTests {
    static let source = """
        import Suture
        @Injectable final class Clock { init() {} }
        @Injectable final class Store { init(clock: Clock) {} }
        @Injectable final class Cache { init(store: Store, clock: Clock, log: Logger?) {} }
        @Component
        protocol App {
            var cache: Cache { get }
            var clock: Clock { get }
        }
        """

    @Test func requests_walkEntryPointsThenEachNodeInOrder() {
        let analysis = GraphCompiler().analyze(.app(Self.source))
        let resolved = analysis.resolved
        let lines = resolved.allRequests.map { request in
            let from = request.from.map { resolved.graph.bindings[$0.binding].valueType } ?? "entry point"
            return "\(from) in \(request.component): \(request.edge.request.requester)"
        }
        #expect(
            lines == [
                "entry point in 0: entry point App.cache",
                "entry point in 0: entry point App.clock",
                "Store in 0: parameter 'clock' of Store.init(clock:)",
                "Cache in 0: parameter 'store' of Cache.init(store:clock:log:)",
                "Cache in 0: parameter 'clock' of Cache.init(store:clock:log:)",
                "Cache in 0: parameter 'log' of Cache.init(store:clock:log:)",
            ])
    }
}
