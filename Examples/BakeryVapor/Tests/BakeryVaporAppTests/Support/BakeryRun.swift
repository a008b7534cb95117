import BakeryVaporApp
import Foundation
import SutureVapor
import Vapor
import VaporTesting

/// What one run of the bakery on a testing Application gave.
struct BakeryRun: Sendable {
    /// Each response as `status body`, in the order the requests were sent; a JSON body with its keys sorted.
    let responses: [String]
    /// The request scopes built, counted before the app shut down.
    let createdScopes: Int
    /// The request scopes still alive once Vapor had let go of every request (a scope ends with its request), before
    /// the app shut down.
    let liveScopes: Int
    /// The journal once the app had shut down.
    let journal: [String]
}

/// Configures the bakery on a testing Application, boots it, sends `requests` in memory with VaporTesting, and
/// shuts the app down.
///
/// The app boots with `asyncBoot()`, as `app.execute()` does: that is where its services start. A bare
/// `app.testing()` would boot it synchronously, which `app.suture.runServices` refuses.
func runBakery(_ requests: [(method: HTTPMethod, path: String)]) async throws -> BakeryRun {
    let journal = Journal()
    let (responses, createdScopes, liveScopes) = try await withApp { app in
        configure(app, journal: journal)
        try await app.asyncBoot()
        let tester = try app.testing()
        var responses: [String] = []
        for request in requests {
            let response = try await tester.sendRequest(request.method, request.path)
            responses.append("\(response.status.code) \(try body(of: response))")
        }
        // A request is let go of once its response is handed over, on its event loop: wait a bounded time for that.
        for _ in 0..<200 where app.suture.liveScopeCount > 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        return (responses, app.suture.createdScopeCount, app.suture.liveScopeCount)
    }
    return BakeryRun(
        responses: responses, createdScopes: createdScopes, liveScopes: liveScopes, journal: journal.all)
}

/// The body of `response`; a JSON body re-encoded with its keys sorted, since Vapor's error bodies come in either
/// key order.
private func body(of response: TestingHTTPResponse) throws -> String {
    guard response.headers.contentType == .json else { return response.body.string }
    let object = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
    return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
}
