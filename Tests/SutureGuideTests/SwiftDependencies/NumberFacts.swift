import Suture

// The samples of Documentation/ComingFrom/SwiftDependencies.md: a client written as swift-dependencies writes them,
// built by a component and by a container.

extension SwiftDependenciesGuide {
    /// A client as swift-dependencies writes one: a struct of closures.
    struct NumberFactClient: Sendable {
        var fetch: @Sendable (Int) async throws -> String
    }

    /// Where the live client comes from: what a `DependencyKey`'s `liveValue` said.
    @Module
    enum NumberFactModule {
        @Provides(scope: .singleton)
        static func live() -> NumberFactClient {
            NumberFactClient(fetch: { number in "\(number) is a good number." })
        }
    }

    /// A feature that needs the client: its initializer says so, where `@Dependency(\.numberFact)` did.
    @Injectable
    final class CounterFeature: Sendable {
        let numberFact: NumberFactClient

        init(numberFact: NumberFactClient) {
            self.numberFact = numberFact
        }

        func factButtonTapped(count: Int) async throws -> String {
            try await numberFact.fetch(count)
        }
    }

    /// The app's graph, checked when the target builds; SutureBuildPlugin generates `SutureSwiftDependenciesGuideApp`.
    @Component(modules: [NumberFactModule.self])
    protocol App {
        var counter: CounterFeature { get }
    }

    /// The same graph in a container, for code that resolves at run time.
    static func liveContainer() -> Container {
        Container {
            NumberFactModule.registrations
            CounterFeature.registration
        }
    }

    /// Reads the client from the current container on first use, as `@Dependency` reads the current values.
    final class SettingsModel {
        @Injected var numberFact: NumberFactClient

        func fact(for number: Int) async throws -> String {
            try await numberFact.fetch(number)
        }
    }
}
