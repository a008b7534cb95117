import Suture
import Testing

/// `Provider<Lazy<T>>` in a component, as Dagger has it: each `get()` of the provider gives a new `Lazy`, which builds
/// once, on its own first `get()`.
struct LanternWorksTests {
    @Test func eachGet_givesANewLazy_thatBuildsOnce_onItsOwnFirstGet() {
        let log = LanternLog()
        let wicks = SutureLanternWorks(log: log).wicks
        let first = wicks.get()
        let second = wicks.get()
        #expect(log.built == [])
        let firstWick = first.get()
        #expect(log.built == ["Wick"])
        #expect(first.get() === firstWick)
        #expect(log.built == ["Wick"])
        #expect(second.get() !== firstWick)
        #expect(second.get() === second.get())
        #expect(log.built == ["Wick", "Wick"])
    }

    @Test func singletonUnderneath_isOneInstance_whicheverLazyBuildsIt() {
        let log = LanternLog()
        let works = SutureLanternWorks(log: log)
        let first = works.flames.get()
        #expect(log.built == [])
        #expect(first.get() === works.flames.get().get())
        #expect(log.built == ["Flame"])
    }

    @Test func providerOfLazy_breaksACycle() throws {
        let log = LanternLog()
        let lamplighter = SutureLanternWorks(log: log).lamplighter
        #expect(log.built == [])
        let lantern = lamplighter.lanterns.get()
        #expect(log.built == [])
        #expect(try lantern.value() === lantern.get())
        #expect(lantern.get().lamplighter !== lamplighter)
        #expect(log.built == ["Wick"])
    }
}
