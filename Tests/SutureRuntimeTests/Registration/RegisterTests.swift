import Synchronization
import Testing

@testable import SutureRuntime

/// What a `Register` keeps through its modifiers, and how long it keeps what they capture.
@Suite struct RegisterTests {
    /// The order in which completions ran.
    final class Log: Sendable {
        private let lines = Mutex<[String]>([])

        var all: [String] { lines.withLock { $0 } }

        func append(_ line: String) {
            lines.withLock { $0.append(line) }
        }
    }

    /// Something a factory or a completion captures, to see when it is released.
    final class Captured: Sendable {
        init() {}
    }

    /// Weak references to a container and to what its registrations captured.
    final class Observed: @unchecked Sendable {
        weak var container: Container?
        weak var capturedByFactory: Captured?
        weak var capturedByCompletion: Captured?
        weak var capturedByAlias: Captured?

        var isReleased: Bool {
            container == nil && capturedByFactory == nil && capturedByCompletion == nil && capturedByAlias == nil
        }
    }

    @Test func chainedModifiers_keepEveryFieldTheOthersSet() throws {
        let log = Log()
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer() }
            Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }
                .onResolved { _, _ in log.append("first") }
                .dependencies(Dependency(Thermometer.self))
                .alias((any Oven).self) { $0 }
                .qualified(by: Grain.rye)
                .onResolved { _, _ in log.append("second") }
                .eager()
        }
        let entry = try #require(container.localEntry(for: StoneOven.self, qualifier: Qualifier(Grain.rye)))

        #expect(entry.scope == .singleton)
        #expect(entry.isEager)
        #expect(entry.dependencies.map(\.key) == [AnyDependencyKey(Thermometer.self)])
        #expect(log.all == ["first", "second"])
        let oven = try container.resolve(StoneOven.self, qualifier: Grain.rye)
        #expect(try container.resolve((any Oven).self, qualifier: Grain.rye) === oven)
        #expect(log.all == ["first", "second"])
    }

    @Test func aModifier_leavesTheRegisterItCopiedUnchanged() throws {
        let plain = Register(Widget.self) { _ in Widget() }
        let changed = plain.scope(.singleton).onResolved { _, _ in }.alias(Gadget.self) { Gadget(widget: $0) }

        let plainEntries = plain.registration.entriesForContainer()
        let changedEntries = changed.registration.entriesForContainer()
        #expect(plainEntries.primary.scope == .transient)
        #expect(!plainEntries.primary.needsCompletion)
        #expect(plainEntries.aliases.isEmpty)
        #expect(changedEntries.primary.scope == .singleton)
        #expect(changedEntries.primary.needsCompletion)
        #expect(changedEntries.aliases.map(\.key) == [AnyDependencyKey(Gadget.self)])
    }

    @Test func aMainActorRegistrationWithArguments_keepsItsIsolation() {
        let registration = Register(Order.self, on: MainActor.self) { (_, customer: String, loaves: Int) in
            Order(customer: customer, loaves: loaves)
        }
        .registration

        #expect(registration.entriesForContainer().primary.isolation == .mainActor)
    }

    @Test func whatTheModifiersCapture_isReleasedWithTheContainer() throws {
        let observed = Observed()
        do {
            let (byFactory, byCompletion, byAlias) = (Captured(), Captured(), Captured())
            (observed.capturedByFactory, observed.capturedByCompletion, observed.capturedByAlias) =
                (byFactory, byCompletion, byAlias)
            let container = Container {
                Register(Widget.self) { _ in
                    withExtendedLifetime(byFactory) { Widget() }
                }
                .scope(.singleton)
                .onResolved { _, _ in withExtendedLifetime(byCompletion) {} }
                .alias(Gadget.self) { widget in withExtendedLifetime(byAlias) { Gadget(widget: widget) } }
            }
            observed.container = container
            #expect(try container.resolve(Gadget.self).widget === container.resolve(Widget.self))
        }
        #expect(observed.isReleased)
    }
}
