// The samples of the DocC article "Scopes and lifetimes" (Sources/Suture/Suture.docc/ScopesAndLifetimes.md).
import Suture
import Testing

enum ScopesArticle {
    @Injectable
    final class Thermometer: Sendable {}

    @Injectable(scope: .singleton)
    final class StoneOven: Sendable {
        let thermometer: Thermometer

        init(thermometer: Thermometer) {
            self.thermometer = thermometer
        }
    }

    @Injectable(scope: .singleton, eager: true)
    final class Ledger: Sendable {}

    @Injectable(scope: .weak)
    final class DisplayCase: Sendable {}

    @Injectable(scope: .graph)
    final class Tray: Sendable {}

    @Injectable
    final class Loaf: Sendable {
        let tray: Tray

        init(tray: Tray) {
            self.tray = tray
        }
    }

    @Injectable
    final class Batch: Sendable {
        let tray: Tray
        let loaves: [Loaf]

        init(tray: Tray, first: Loaf, second: Loaf) {
            self.tray = tray
            self.loaves = [first, second]
        }
    }

    @Injectable(scope: .custom("shift"))
    final class Till: Sendable {}

    static func makeContainer() -> Container {
        Container {
            Thermometer.registration
            StoneOven.registration
            Ledger.registration
            DisplayCase.registration
            Tray.registration
            Loaf.registration
            Batch.registration
            Till.registration
        }
    }
}

@Suite struct ScopesAndLifetimesSampleTests {
    typealias Thermometer = ScopesArticle.Thermometer
    typealias StoneOven = ScopesArticle.StoneOven
    typealias DisplayCase = ScopesArticle.DisplayCase
    typealias Batch = ScopesArticle.Batch
    typealias Till = ScopesArticle.Till
    let container = ScopesArticle.makeContainer()

    @Test func transient_isNewOnEveryRequest() throws {
        #expect(try container.resolve(Thermometer.self) !== container.resolve(Thermometer.self))
    }

    @Test func singleton_isOnePerContainer() throws {
        #expect(try container.resolve(StoneOven.self) === container.resolve(StoneOven.self))
        let other = ScopesArticle.makeContainer()
        #expect(try other.resolve(StoneOven.self) !== container.resolve(StoneOven.self))
    }

    @Test func weak_isSharedWhileSomeoneHoldsIt() throws {
        let held = try container.resolve(DisplayCase.self)
        #expect(try container.resolve(DisplayCase.self) === held)
    }

    @Test func graph_isSharedWithinOneTopLevelResolve() throws {
        let batch = try container.resolve(Batch.self)
        #expect(batch.loaves.allSatisfy { $0.tray === batch.tray })
        #expect(try container.resolve(Batch.self).tray !== batch.tray)
    }

    @Test func custom_isKeptUntilReset() throws {
        let morning = try container.resolve(Till.self)
        #expect(try container.resolve(Till.self) === morning)
        container.reset(.custom("shift"))
        let afternoon = try container.resolve(Till.self)
        #expect(afternoon !== morning)
    }
}
