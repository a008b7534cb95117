import Suture
import Testing

/// Eager singletons kept in stored `let` properties: built once, when the component is made, each after those it is
/// built from, replaced by overrides, and released with the component.
struct HarbourTests {
    @Test func eagerSingletons_areBuiltWhenTheComponentIsMade_inTheOrderTheyNeed() {
        let log = HarbourLog()
        _ = SutureHarbour(name: HarbourName(value: "Kiel"), log: log)
        #expect(log.built == ["Lighthouse", "Dock", "Crane", "Shed"])
    }

    @Test func storedEagerSingleton_isBuiltOnce_andSharedWithWhatDependsOnIt() {
        let log = HarbourLog()
        let harbour = SutureHarbour(name: HarbourName(value: "Kiel"), log: log)
        let lighthouse = harbour.lighthouse
        #expect(harbour.lighthouse === lighthouse)
        #expect(harbour.dock === harbour.dock)
        #expect(harbour.dock.beacon.lighthouse === lighthouse)
        #expect(harbour.beacon.lighthouse === lighthouse)
        #expect(harbour.beacon !== harbour.dock.beacon)
        #expect(harbour.dock.pilot == nil)
        #expect(harbour.shed.crane === harbour.shed.crane)
        #expect(lighthouse.name.value == "Kiel")
        #expect(log.built == ["Lighthouse", "Dock", "Crane", "Shed"])
    }

    @Test func storedEagerSingletons_areReleasedWithTheirComponent() {
        final class Observed: @unchecked Sendable {
            weak var harbour: AnyObject?
            weak var lighthouse: AnyObject?
            weak var dock: AnyObject?
        }
        let observed = Observed()
        do {
            let harbour = SutureHarbour(name: HarbourName(value: "Kiel"), log: HarbourLog())
            (observed.harbour, observed.lighthouse, observed.dock) = (harbour, harbour.lighthouse, harbour.dock)
            #expect(observed.lighthouse != nil)
        }
        #expect(observed.harbour == nil)
        #expect(observed.lighthouse == nil)
        #expect(observed.dock == nil)
    }

    @Test func replacedStoredEagerSingleton_isNeverBuilt_andReachesWhatDependsOnIt() {
        let log = HarbourLog()
        let fake = Lighthouse(name: HarbourName(value: "fake"), log: HarbourLog())
        let harbour = SutureHarbour(
            name: HarbourName(value: "Kiel"), log: log, overrides: .init(lighthouse: { fake }))
        #expect(harbour.lighthouse === fake)
        #expect(harbour.dock.beacon.lighthouse === fake)
        #expect(harbour.beacon.lighthouse === fake)
        #expect(log.built == ["Dock"])
    }

    @Test func replacedTransient_standsInAStoredEagerSingleton_builtWhenTheComponentIsMade() {
        let log = HarbourLog()
        let lighthouse = Lighthouse(name: HarbourName(value: "other"), log: HarbourLog())
        let harbour = SutureHarbour(
            name: HarbourName(value: "Kiel"), log: log, overrides: .init(beacon: { Beacon(lighthouse: lighthouse) }))
        #expect(log.built == ["Lighthouse", "Dock"])
        #expect(harbour.dock.beacon.lighthouse === lighthouse)
        #expect(harbour.lighthouse !== lighthouse)
    }
}
