import Testing

/// Each request that reaches its `ShopVisit` gets a box of its own; the pantry is one for the whole app.
@Suite struct RequestScopeTests {
    @Test func eachRequestGetsItsOwnBox_sharedWithinTheRequest_whileThePantryIsSharedByAll() async throws {
        let run = try await runBakery([
            (.GET, "/pastries"),
            (.POST, "/boxes/eclair/2"),
            (.POST, "/boxes/eclair/2"),
            (.POST, "/boxes/croissant/3"),
            (.GET, "/pastries"),
        ])

        #expect(
            run.responses == [
                "200 croissant 6, eclair 2, macaron 8 (pantry 1)",
                "200 box 2 holds 2 eclair for POST /boxes/eclair/2 (pantry 1, same box true)",
                "200 box 3 stays empty: fewer than 2 eclair left for POST /boxes/eclair/2 (pantry 1, same box true)",
                "200 box 4 holds 3 croissant for POST /boxes/croissant/3 (pantry 1, same box true)",
                "200 croissant 3, eclair 0, macaron 8 (pantry 1)",
            ]
        )
        // The two GET /pastries never reach their scope, so they build none.
        #expect(run.createdScopes == 3)
        #expect(run.liveScopes == 0)
    }

    @Test func aRequestRejectedBeforeItReachesItsScope_buildsNone() async throws {
        let run = try await runBakery([(.POST, "/boxes/macaron/0"), (.POST, "/boxes/macaron/many")])

        #expect(
            run.responses == [
                #"400 {"error":true,"reason":"A box holds at least one pastry."}"#,
                #"422 {"error":true,"reason":"The parameter value could not be converted to the required type"}"#,
            ]
        )
        #expect(run.createdScopes == 0)
        #expect(run.liveScopes == 0)
    }
}
