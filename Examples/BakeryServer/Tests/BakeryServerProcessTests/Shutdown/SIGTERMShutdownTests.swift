import Foundation
import Testing

/// `bakery-server` as it runs in production: SIGTERM stops it gracefully, the services in reverse order.
@Suite struct SIGTERMShutdownTests {
    @Test func sigterm_stopsTheServerAndItsServicesInReverseDependencyOrder_andExitsWithZero() async throws {
        let server = try ServerProcess()
        try await server.waitForLine(within: .seconds(60)) { line in
            line.range(of: "] Server started and listening on 127.0.0.1:") != nil
        }

        #expect(kill(server.processIdentifier, SIGTERM) == 0)
        let status = try await server.waitForExit(within: .seconds(20))

        #expect(status == 0)
        #expect(
            Self.serviceEvents(in: server.outputText) == [
                "inventory stocked", "ovens preheated", "ovens cooled", "inventory closed with 10 loaves left",
            ]
        )
    }

    /// The messages the bakery's services logged (label `bakery-server`), in order, without timestamps.
    private static func serviceEvents(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard let marker = line.range(of: " bakery-server: [BakeryServerApp] ") else { return nil }
            return String(line[marker.upperBound...])
        }
    }
}
