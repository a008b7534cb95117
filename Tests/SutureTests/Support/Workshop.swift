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
