import Suture

#if canImport(SutureConditionsMissingSDK)
import SutureConditionsMissingSDK
#endif

/// Tells the time: a fake one in debug builds, the system's in release builds.
protocol ConditionsClock: Sendable {
    var name: String { get }
}

#if DEBUG
/// The clock of debug builds.
@Injectable(as: (any ConditionsClock).self)
final class FakeConditionsClock: ConditionsClock {
    let name = "fake"
    init() {}
}
#else
/// The clock of release builds.
@Injectable(as: (any ConditionsClock).self)
final class SystemConditionsClock: ConditionsClock {
    let name = "system"
    init() {}
}
#endif

#if os(Windows)
/// A type that exists only on Windows: no build here may name it.
@Injectable
final class WindowsConditionsRegistry {
    init() {}
}
#elseif canImport(SutureConditionsMissingSDK)
/// A type that exists only with an SDK this build does not have.
@Injectable
final class SDKConditionsClient {
    init() {}
}
#endif
