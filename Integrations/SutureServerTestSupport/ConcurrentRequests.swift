/// Many requests at once over several connections, as the Hummingbird and Vapor concurrency tests send them, and what
/// their answers say: a bounded correctness run on loopback that counts scopes and errors, never time.
package enum ConcurrentRequests {
    /// What the answers of a run say, for a route that answers "<cart number> <whether the checkout shares the cart>".
    package struct Summary: Equatable, Sendable {
        /// How many answers came back.
        package var answers: Int
        /// The answers that were not "<number> true": an error status, or a checkout with a cart of its own.
        package var unexpected: [String]
        /// How many different carts the answers name: one per request when each has its own scope.
        package var distinctCarts: Int

        /// What `answers` say.
        package init(_ answers: [String]) {
            self.answers = answers.count
            self.unexpected = answers.filter { !$0.hasSuffix(" true") }
            self.distinctCarts = Set(answers.map { $0.split(separator: " ").first ?? "" }).count
        }

        /// What a run of `requests` requests says when every request had its own scope and every answer was right.
        package init(allSeparate requests: Int) {
            self.answers = requests
            self.unexpected = []
            self.distinctCarts = requests
        }
    }

    /// Sends `requestsPerConnection` requests one after another on each of `connections` concurrent tasks; each
    /// request answers the body of a success or "status <code>".
    package static func send(
        connections: Int,
        requestsPerConnection: Int,
        _ request: @escaping @Sendable () async throws -> String
    ) async throws -> [String] {
        try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<connections {
                group.addTask {
                    var bodies: [String] = []
                    for _ in 0..<requestsPerConnection { bodies.append(try await request()) }
                    return bodies
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
    }
}
