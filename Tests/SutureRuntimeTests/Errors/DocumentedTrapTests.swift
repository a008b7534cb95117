import Foundation
import SutureRuntime
import Testing

/// Containers whose factories fail after a `Lazy`, `Provider` or `@Injected` was handed out, built inside exit tests.
enum TrapFixtures {
    static let failingOvenLine = #line + 3
    static func containerWithFailingOven() -> Container {
        Container {
            Register((any Oven).self) { _ in throw Failure("the oven is cold") }
        }
    }

    /// The full text of the error `containerWithFailingOven()` gives for `Oven`.
    static var failingOvenError: String {
        """
        the factory of Oven threw: the oven is cold
          registered at: \(site(failingOvenLine))
          fix: fix the factory, or handle the error where Oven is resolved
        """
    }
}

/// Reads an oven through `@Injected`.
final class OvenUser {
    @Injected var oven: any Oven
    init() {}
}

@Suite struct DocumentedTrapTests {
    @Test func lazyGet_whenTheFactoryFailsAfterHandOut_stopsWithTheFullError() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lazy: Lazy<any Oven>
            do {
                lazy = try TrapFixtures.containerWithFailingOven().resolve()
            } catch {
                // Handing out must succeed: exit cleanly so the test fails.
                exit(0)
            }
            _ = lazy.get()
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("Suture: Lazy<Oven>.get() could not resolve its value.\n"))
        #expect(standardError.contains(TrapFixtures.failingOvenError))
    }

    @Test func providerGet_whenTheFactoryFailsAfterHandOut_stopsWithTheFullError() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let provider: Provider<any Oven>
            do {
                provider = try TrapFixtures.containerWithFailingOven().resolve()
            } catch {
                exit(0)
            }
            _ = provider.get()
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("Suture: Provider<Oven>.get() could not resolve its value.\n"))
        #expect(standardError.contains(TrapFixtures.failingOvenError))
    }

    @Test func injectedGetter_whenResolvingFails_stopsWithTheFullError() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let user = OvenUser()
            TrapFixtures.containerWithFailingOven().withCurrent {
                _ = user.oven
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("Suture: @Injected var of type Oven could not resolve its value.\n"))
        #expect(standardError.contains(TrapFixtures.failingOvenError))
    }

    @Test func injectedGetter_withNothingBound_stopsWithTheMissingBindingError() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let user = OvenUser()
            Container {}.withCurrent {
                _ = user.oven
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            standardError.contains(
                """
                Suture: @Injected var of type Oven could not resolve its value.
                no binding for Oven
                  fix: register it, e.g. Register(Oven.self) { r in ... }, or ask for Oven? where it may be absent
                """
            )
        )
    }
}
