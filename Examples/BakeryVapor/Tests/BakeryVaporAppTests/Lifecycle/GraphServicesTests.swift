import BakeryVaporApp
import Testing
import Vapor
import VaporTesting

/// The services start in dependency order when the app boots and stop in reverse when it shuts down.
@Suite struct GraphServicesTests {
    @Test func servicesStartInDependencyOrderOnBoot_andStopInReverseOnShutdown() async throws {
        let run = try await runBakery([(.POST, "/boxes/macaron/5"), (.GET, "/pastries")])

        // The pantry was stocked before the first request, and counted after the last.
        #expect(
            run.responses == [
                "200 box 2 holds 5 macaron for POST /boxes/macaron/5 (pantry 1, same box true)",
                "200 croissant 6, eclair 2, macaron 3 (pantry 1)",
            ]
        )
        #expect(
            run.journal == [
                "pantry stocked with 16 pastries",
                "display case lit with 3 kinds of pastry",
                "display case dark",
                "pantry closed with 11 pastries left",
            ]
        )
    }

    @Test func aSynchronousBoot_isRefused_ratherThanServingWithNoServiceStarted() async throws {
        let journal = Journal()

        let error = try await withApp { app in
            configure(app, journal: journal)
            return #expect(throws: (any Error).self) { try app.testing() }
        }

        #expect(
            error.map { "\($0)" }
                == "The services start asynchronously, so the Application must boot with `try await app.asyncBoot()` "
                + "(app.execute() does); `boot()` and a bare `app.testing()` would serve with none of them started."
        )
        #expect(journal.all == [])
    }
}
