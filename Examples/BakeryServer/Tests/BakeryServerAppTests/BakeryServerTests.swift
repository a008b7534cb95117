import BakeryServerApp
import Hummingbird
import HummingbirdTesting
import Testing

/// The example server on 127.0.0.1 on a free port, with real HTTP requests.
@Suite struct BakeryServerTests {
    @Test func servesOrdersWithADeskPerRequest_oneInventory_andStopsCleanly() async throws {
        let server = BakeryServer()

        let bodies = try await server.application(port: 0).test(.live) { client in
            var bodies: [String] = []
            for (uri, method) in [
                ("/menu", HTTPRequest.Method.get), ("/orders/rye/2", .post), ("/orders/rye/2", .post), ("/menu", .get),
            ] {
                let response = try await client.executeRequest(uri: uri, method: method, headers: [:], body: nil)
                bodies.append("\(response.status.code) \(String(buffer: response.body))")
            }
            return bodies
        }

        #expect(
            bodies == [
                "200 focaccia 2, rye 3, wheat 5 (inventory 1)",
                "200 2 × rye at desk 2 for POST /orders/rye/2 (inventory 1, same desk true)",
                "200 sold out: 2 × rye at desk 3 for POST /orders/rye/2 (inventory 1, same desk true)",
                "200 focaccia 2, rye 1, wheat 5 (inventory 1)",
            ]
        )
        #expect(
            server.events.all == [
                "inventory stocked", "ovens preheated", "ovens cooled", "inventory closed with 8 loaves left",
            ]
        )
        #expect(server.liveRequestScopes == 0)
    }
}
