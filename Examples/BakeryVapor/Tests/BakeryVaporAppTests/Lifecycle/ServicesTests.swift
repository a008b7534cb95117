import BakeryVaporApp
import Testing
import Vapor
import VaporTesting

/// The services start in dependency order when the app boots and stop in reverse when it shuts down.
@Suite struct ServicesTests {
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
                == "The Application booted with boot(), which cannot wait for the services of "
                + "app.suture.runServices(...) to start, so it would serve with none of them started. Fix: boot with "
                + "try await app.asyncBoot() (app.execute() does); in a test, call it before app.testing()."
        )
        #expect(journal.all == [])
    }
}
