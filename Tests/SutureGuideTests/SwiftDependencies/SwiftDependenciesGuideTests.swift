// The tests of Documentation/ComingFrom/SwiftDependencies.md.
import Suture
import SutureTesting
import Testing

extension SwiftDependenciesGuide {
    @Suite struct NumberFactTests {
        @Test func component_buildsTheFeatureWithTheLiveClient() async throws {
            let app = SutureSwiftDependenciesGuideApp()
            let fact = try await app.counter.factButtonTapped(count: 3)
            #expect(fact == "3 is a good number.")
        }

        @Test func overriding_replacesTheClient_forTheOperationOnly() async throws {
            let live = liveContainer()
            let test = live.overriding {
                Register(NumberFactClient.self) { _ in NumberFactClient(fetch: { "\($0) is a test number." }) }
            }
            let fact = try await test.withCurrent { try await SettingsModel().fact(for: 3) }
            #expect(fact == "3 is a test number.")
            #expect(try await live.withCurrent { try await SettingsModel().fact(for: 3) } == "3 is a good number.")
        }

        @Test(.container { Register(NumberFactClient.self) { _ in NumberFactClient(fetch: { _ in "mocked" }) } })
        func testTrait_givesEachTestItsOwnClient() async throws {
            #expect(try await SettingsModel().fact(for: 1) == "mocked")
        }

        @Test func liveContainer_validates() throws {
            try liveContainer().validate()
        }
    }
}
