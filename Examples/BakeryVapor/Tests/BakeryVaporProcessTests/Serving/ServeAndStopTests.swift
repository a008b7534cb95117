import Foundation
import Testing

/// `bakery-vapor` as it runs in production: it answers real HTTP requests, and SIGTERM stops it gracefully.
@Suite struct ServeAndStopTests {
    @Test func servesHTTPRequests_thenSIGTERMStopsTheServerAndItsServicesInReverse_andExitsWithZero() async throws {
        let server = try ServerProcess()
        let port = try await server.waitUntilListening(within: .seconds(60))

        var responses: [String] = []
        for (method, path) in [("GET", "/pastries"), ("POST", "/boxes/croissant/4"), ("POST", "/boxes/croissant/4")] {
            responses.append(try await server.send(method, path, port: port))
        }
        #expect(kill(server.processIdentifier, SIGTERM) == 0)
        let status = try await server.waitForExit(within: .seconds(20))

        #expect(
            responses == [
                "200 croissant 6, eclair 2, macaron 8 (pantry 1)",
                "200 box 2 holds 4 croissant for POST /boxes/croissant/4 (pantry 1, same box true)",
                "200 box 3 stays empty: fewer than 4 croissant left for POST /boxes/croissant/4 "
                    + "(pantry 1, same box true)",
            ]
        )
        #expect(status == 0)
        // The whole log: the services start before the server listens and stop after it has stopped.
        #expect(
            Self.log(in: server.outputText) == [
                "[ INFO ] pantry stocked with 16 pastries",
                "[ INFO ] display case lit with 3 kinds of pastry",
                "[ NOTICE ] Server started on http://127.0.0.1:\(port)",
                "[ INFO ] GET /pastries",
                "[ INFO ] POST /boxes/croissant/4",
                "[ INFO ] POST /boxes/croissant/4",
                "[ INFO ] display case dark",
                "[ INFO ] pantry closed with 12 pastries left",
            ]
        )
    }

    /// The lines the process logged, in order, without blank lines and without the requests' random IDs.
    private static func log(in output: String) -> [String] {
        output.split(separator: "\n").map { line in
            String(line.replacing(#/ \[request-id: [0-9A-F-]+\]$/#, with: ""))
        }
    }
}
