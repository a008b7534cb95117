import Suture

/// More shapes for the real macros: arguments in providers, throwing and async factories, isolation, locals.
enum Workshop {
    struct KilnFailure: Error {}

    struct Label: Sendable {
        let text: String
    }

    final class Kiln: Sendable {
        init() throws { throw KilnFailure() }
    }

    @Module
    enum ToolModule {
        @Provides
        static func label(@Argument grain: String, @Argument count: Int) -> Label {
            Label(text: "\(count) × \(grain)")
        }

        @Provides
        static func kiln() throws -> Kiln { try Kiln() }
    }

    @Injectable
    struct Furnace: Sendable {
        let heat: Int

        init(heat: Int) throws {
            guard heat > 0 else { throw KilnFailure() }
            self.heat = heat
        }
    }

    @Injectable(scope: .singleton)
    actor Vault {
        let label: Label

        init(@Named("vault") label: Label) async {
            self.label = label
        }
    }

    @MainActor
    @Injectable(scope: .singleton)
    final class Screen {
        let label: Label
        var visits = 0

        init(@Named("screen") label: Label) {
            self.label = label
        }

        @Inject var furnace: Furnace?
    }

    /// A main-actor type built from runtime arguments, with an injected property.
    @MainActor
    @Injectable
    final class Dialog {
        let title: String
        let label: Label

        init(@Argument title: String, @Named("dialog") label: Label) {
            self.title = title
            self.label = label
        }

        @Inject var furnace: Furnace?
    }

    /// A main-actor type whose initializer is `nonisolated`: built anywhere, its properties set on the main actor.
    @MainActor
    @Injectable
    final class Gauge {
        let heat: Int

        nonisolated init(heat: Int) {
            self.heat = heat
        }

        @Inject var furnace: Furnace?
    }

    /// A main-actor type whose `nonisolated` initializer is async: reached with `resolveAsync` from anywhere.
    @MainActor
    @Injectable
    final class Beacon {
        let label: Label

        nonisolated init(@Named("dialog") label: Label) async {
            self.label = label
        }
    }

    /// A main-actor view built from a runtime argument by a provider.
    @MainActor
    final class Panel {
        let width: Int
        let label: Label?

        init(width: Int, label: Label?) {
            self.width = width
            self.label = label
        }
    }

    /// Main-actor providers: contributions to `[Label]` and `[String: Label]`, and one with a runtime argument.
    @Module
    enum PanelModule {
        @Provides(into: .set)
        static func plainTag() -> Label { Label(text: "plain") }

        @MainActor @Provides(into: .set)
        static func screenTag(@Named("dialog") label: Label) -> Label { Label(text: "screen " + label.text) }

        @MainActor @Provides(into: .map(key: "footer"))
        static func footer() -> Label { Label(text: "footer") }

        @MainActor @Provides
        static func panel(@Argument width: Int, @Named("panel") label: Label?) -> Panel {
            Panel(width: width, label: label)
        }
    }

    @Injectable(as: Heating.self)
    fileprivate struct Radiator: Heating {
        let heat: Int
    }
}

protocol Heating: Sendable {
    var heat: Int { get }
}

extension Workshop {
    static var radiatorRegistration: Registration { Radiator.registration }
}

/// A generic type: its registration, written inside it, registers each specialization asked for.
@Injectable
struct Shelf<Item: Sendable>: Sendable {
    let item: Item
}

/// A user type named like a runtime type, which generated code must not pick up.
struct Dependency {}

/// A type whose initializer alone is isolated to the main actor.
@Injectable
final class Signboard: Sendable {
    let text: String

    @MainActor
    init(@Named("sign") text: String) {
        self.text = text
    }
}
