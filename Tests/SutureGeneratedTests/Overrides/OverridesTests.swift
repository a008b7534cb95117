import Suture
import Testing

/// A fake that a test puts where the charcoal grill would stand.
final class GasGrill: Grill {
    let name = "gas"
}

/// A generated component built with `Overrides`: each replacement reaches every dependent, keeps its binding's
/// scope, and stays in the one instance it was given to.
struct OverridesTests {
    @Test func productionInitializer_buildsTheBindingsAsDeclared() {
        let log = GrillLog()
        let grillhouse = SutureGrillhouse(log: log)
        #expect(log.built == ["CharcoalGrill"])
        #expect(grillhouse.grill.name == "charcoal")
        #expect(grillhouse.pitMaster.marinade.flavour == "smoky")
    }

    @Test func replacedSingleton_reachesEveryDependent_andIsBuiltOncePerInstance() {
        let grillhouse = SutureGrillhouse(log: GrillLog(), overrides: .init(grill: { GasGrill() }))
        let grill = grillhouse.grill
        #expect(grill.name == "gas")
        #expect(isSameInstance(grillhouse.pitMaster.grill, grill))
        #expect(isSameInstance(grillhouse.sitting(1).waiter.grill, grill))
    }

    @Test func replacedEagerSingleton_neverBuildsTheOriginal() {
        let log = GrillLog()
        let grillhouse = SutureGrillhouse(log: log, overrides: .init(grill: { GasGrill() }))
        _ = grillhouse.pitMaster
        _ = grillhouse.sitting(1).waiter
        #expect(log.built == [])
    }

    @Test func unreplacedEagerSingleton_isBuiltOnFirstUse_whenOverridesAreGiven() {
        let log = GrillLog()
        let grillhouse = SutureGrillhouse(log: log, overrides: .init(meatProbe: { MeatProbe.hot }))
        #expect(log.built == [])
        #expect(grillhouse.grill.name == "charcoal")
        #expect(log.built == ["CharcoalGrill"])
    }

    @Test func replacedTransient_isCalledOnEveryRequest() {
        let counter = Counter()
        let grillhouse = SutureGrillhouse(
            log: GrillLog(),
            overrides: .init(meatProbe: {
                counter.increment()
                return MeatProbe.hot
            })
        )
        #expect(grillhouse.probe.degrees == 90)
        #expect(grillhouse.pitMaster.probe.degrees == 90)
        #expect(counter.value == 2)
    }

    @Test func replacedGraphBinding_isSharedWithinOneCall_andNewInTheNext() {
        let grillhouse = SutureGrillhouse(log: GrillLog(), overrides: .init(skewer: { Skewer() }))
        let first = grillhouse.pitMaster
        let second = grillhouse.pitMaster
        #expect(first.firstSkewer === first.secondSkewer)
        #expect(first.firstSkewer !== second.firstSkewer)
    }

    @Test func replacedQualifiedBinding_answersTheQualifiedRequest() {
        let grillhouse = SutureGrillhouse(
            log: GrillLog(), overrides: .init(smokyMarinade: { Marinade(flavour: "sweet") }))
        #expect(grillhouse.pitMaster.marinade.flavour == "sweet")
    }

    @Test func replacement_reachesLazyAndProviderRequests() {
        let made = Whisk()
        let grillhouse = SutureGrillhouse(log: GrillLog(), overrides: .init(whisk: { made }))
        #expect(grillhouse.pitMaster.whisk.get() === made)
        #expect(grillhouse.whisks.get() === made)
    }

    @Test func replacedCustomScopedBinding_isKeptPerSubcomponent() {
        let grillhouse = SutureGrillhouse(log: GrillLog(), overrides: .init(cashDrawer: { CashDrawer() }))
        let first = grillhouse.sitting(1)
        let second = grillhouse.sitting(2)
        #expect(first.drawer === first.waiter.drawer)
        #expect(first.drawer !== second.drawer)
        #expect(second.waiter.table == 2)
    }

    @Test func overrides_stayInTheInstanceTheyWereGivenTo() {
        let replaced = SutureGrillhouse(log: GrillLog(), overrides: .init(grill: { GasGrill() }))
        let production = SutureGrillhouse(log: GrillLog())
        #expect(replaced.grill.name == "gas")
        #expect(production.grill.name == "charcoal")
        #expect(production.sitting(1).waiter.grill.name == "charcoal")
    }

    @Test func emptyOverrides_buildEverythingAsInProduction() {
        let log = GrillLog()
        let grillhouse = SutureGrillhouse(log: log, overrides: .init())
        #expect(grillhouse.grill.name == "charcoal")
        #expect(isSameInstance(grillhouse.sitting(3).waiter.grill, grillhouse.grill))
        #expect(log.built == ["CharcoalGrill"])
    }
}

/// Counts calls from a replacement, which must be `@Sendable` because the component is.
final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}

/// Whether two grills are one object.
private func isSameInstance(_ first: any Grill, _ second: any Grill) -> Bool {
    (first as AnyObject) === (second as AnyObject)
}

extension MeatProbe {
    /// A probe that a test puts in place of the real one.
    static var hot: MeatProbe {
        var probe = MeatProbe()
        probe.degrees = 90
        return probe
    }
}
