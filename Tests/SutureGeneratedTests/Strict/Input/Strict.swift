import Suture

/// Stores values; bound through `as:`.
protocol StrictStore: Sendable {
    func value(for key: String) -> String?
}

/// Handles a command; contributed to a multibinding.
protocol StrictHandler: Sendable {
    var command: String { get }
}

/// Formats output; provided by a module.
protocol StrictFormatter: Sendable {
    func format(_ text: String) -> String
}

/// The only store, shared by the whole graph.
@Injectable(as: (any StrictStore).self, scope: .singleton)
final class StrictMemoryStore: StrictStore {
    init() {}

    func value(for key: String) -> String? { key == "greeting" ? "hello" : nil }
}

/// Formats in capitals.
struct StrictShoutingFormatter: StrictFormatter {
    func format(_ text: String) -> String { text.uppercased() }
}

/// Handles `greet`.
struct StrictGreetHandler: StrictHandler {
    let command = "greet"
}

/// Provides what the types cannot say about themselves.
@Module
enum StrictModule {
    @Provides
    static func formatter() -> any StrictFormatter { StrictShoutingFormatter() }

    @Provides(into: .set)
    static func greet() -> any StrictHandler { StrictGreetHandler() }

    /// A multibinding of a protocol declared outside the scanned sources: generated code must still write `any`.
    @Provides(into: .set)
    static func version() -> any CustomStringConvertible { 6 }

    @Provides(into: .map(key: "language"))
    static func language() -> any CustomStringConvertible { "Swift" }
}

/// Uses every shape of dependency on a protocol.
@Injectable
final class StrictService: Sendable {
    let store: any StrictStore
    let formatter: Lazy<any StrictFormatter>
    let handlers: [any StrictHandler]
    let fallback: (any StrictFormatter)?

    init(
        store: any StrictStore,
        formatter: Lazy<any StrictFormatter>,
        handlers: [any StrictHandler],
        fallback: (any StrictFormatter)?
    ) {
        self.store = store
        self.formatter = formatter
        self.handlers = handlers
        self.fallback = fallback
    }

    func greeting() -> String { formatter.get().format(store.value(for: "greeting") ?? "") }
}

/// Built with the memberwise initializer Swift derives: a default-valued, a `lazy` and an observed property are
/// parameters, a computed property and a constant with a value are not.
@Injectable
struct StrictTally: Sendable {
    var label: String { "tally" }
    var start: Int = 1
    lazy var step: Int = 2
    var store: any StrictStore {
        didSet {}
    }
    let unit: String = "each"
    var fallback: (any StrictFormatter)?
}

/// A per-command lifetime.
@Component(scope: .custom("command"))
protocol StrictCommandScope {
    var service: StrictService { get }
    var store: any StrictStore { get }
}

/// The root of the strict golden: compiled with ExistentialAny, InternalImportsByDefault, MemberImportVisibility and
/// warnings as errors.
@Component(modules: [StrictModule.self])
protocol StrictApplication {
    var service: StrictService { get }
    var storeProvider: Provider<any StrictStore> { get }
    var tally: StrictTally { get }
    var descriptions: [any CustomStringConvertible] { get }
    var namedDescriptions: [String: any CustomStringConvertible] { get }
    func command() -> any StrictCommandScope
}
