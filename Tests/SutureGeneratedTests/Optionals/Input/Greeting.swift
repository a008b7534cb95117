import Suture

/// Greets by a name that may be absent.
@Injectable
final class Greeter: Sendable {
    let name: String?

    init(name: String?) {
        self.name = name
    }
}

/// Logs, when a logger is provided.
protocol GreetingLog: Sendable {
    var prefix: String { get }
}

/// A log with a prefix.
struct PrefixedGreetingLog: GreetingLog {
    let prefix: String
}

/// Provides a log only when the environment asks for one: an optional binding.
@Module
enum GreetingLogModule {
    @Provides
    static func log() -> (any GreetingLog)? { PrefixedGreetingLog(prefix: "audit") }
}

/// Reads the log if there is one.
@Injectable
final class GreetingAuditor: Sendable {
    let log: (any GreetingLog)?

    init(log: (any GreetingLog)?) {
        self.log = log
    }
}

/// A component given an optional name: its own optional type is bound, not dropped.
@Component(modules: [GreetingLogModule.self])
protocol Greeting {
    init(name: String?)
    var name: String? { get }
    var greeter: Greeter { get }
    var auditor: GreetingAuditor { get }
}
