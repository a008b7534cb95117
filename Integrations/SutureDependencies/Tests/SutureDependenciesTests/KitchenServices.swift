import Dependencies
import Suture
import SutureDependencies

// The other way round: a key swift-dependencies still serves (the oven) reaches a type Suture builds (the baker).

/// A client not moved to Suture yet: swift-dependencies serves it, with a live and a test value.
struct OvenClient: Sendable {
    var temperature: @Sendable () -> Int
}

extension OvenClient: DependencyKey {
    static let liveValue = OvenClient(temperature: { 220 })
    static let testValue = OvenClient(temperature: { 0 })
}

extension DependencyValues {
    var oven: OvenClient {
        get { self[OvenClient.self] }
        set { self[OvenClient.self] = newValue }
    }
}

/// Hands the graph the oven swift-dependencies gives where the baker is built.
@Module
enum LegacyKeysModule {
    @Provides
    static func oven() -> OvenClient {
        currentDependency(\.oven)
    }
}

/// A type moved to Suture, which takes the oven in its initializer.
@Injectable
struct Baker: Sendable {
    let oven: OvenClient

    func heat() -> Int {
        oven.temperature()
    }
}

/// The component that builds bakers; SutureBuildPlugin generates `SutureKitchenServices`.
@Component(modules: [LegacyKeysModule.self])
protocol KitchenServices: Sendable {
    var baker: Baker { get }
}
