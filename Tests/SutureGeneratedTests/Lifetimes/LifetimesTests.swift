import Suture
import Testing

/// A component, a subcomponent and a call's `.graph` instances are released when their owner lets go, whatever
/// their instances keep: `Lazy`, `Provider`, factories, multibindings of them, `.weak`, async and override values.
struct LifetimesTests {
    /// Weak references to a component and what it built, taken inside a scope that then ends.
    final class Observed: @unchecked Sendable {
        weak var component: AnyObject?
        weak var first: AnyObject?
        weak var second: AnyObject?

        var isReleased: Bool { component == nil && first == nil && second == nil }
    }

    @Test func singletonKeepingAProvider_isReleasedWithItsComponent() {
        let observed = Observed()
        do {
            let root = SutureLifetimes()
            let holder = root.holder
            _ = holder.leaf.get()
            (observed.component, observed.first, observed.second) = (root, holder, holder.meter.get())
        }
        #expect(observed.isReleased)
    }

    @Test func singletonKeepingFactoriesAndMultibindings_isReleasedOnceTheyAreUsed() throws {
        let observed = Observed()
        do {
            let root = SutureLifetimes()
            let holder = root.holder
            #expect(holder.ticket("Ada").holder == "Ada")
            #expect(try holder.permit(2).number == 2)
            #expect(holder.addOns.map { $0.get() }.count == 1)
            #expect(holder.namedAddOns["second"]?.get() != nil)
            (observed.component, observed.first) = (root, holder)
        }
        #expect(observed.isReleased)
    }

    @Test func transientKeptByASingleton_holdsItsComponentWeakly() {
        let observed = Observed()
        do {
            let root = SutureLifetimes()
            let cellar = root.cellar
            (observed.component, observed.first, observed.second) = (root, cellar, cellar.shelf.leaf.get())
        }
        #expect(observed.isReleased)
    }

    @Test func weakAndAsyncInstances_areReleasedWithTheirComponent() async {
        let observed = Observed()
        do {
            let root = SutureLifetimes()
            let archive = await root.archive
            _ = archive.leaf.get()
            let cache = root.cache
            _ = cache.leaf.get()
            (observed.component, observed.first, observed.second) = (root, archive, cache)
        }
        #expect(observed.isReleased)
    }

    /// The call's `.graph` instances are not kept for a later read of a `Provider` that one of them keeps: that
    /// would keep them all alive. Each later read is a call of its own, with instances of its own.
    @Test func graphInstanceKeepingAProviderOfItsCall_isReleasedAfterTheCall() {
        let observed = Observed()
        let root = SutureLifetimes()
        do {
            let transaction = root.transaction
            let step = transaction.steps.get()
            #expect(step.transaction !== transaction)
            #expect(step.transaction.steps.get().transaction !== step.transaction)
            (observed.first, observed.second) = (transaction, step)
        }
        #expect(observed.first == nil && observed.second == nil)
    }

    @Test func subcomponentKeepingALazy_isReleasedWhileItsParentLives() {
        let observed = Observed()
        let root = SutureLifetimes()
        do {
            let session = root.session(Patron(name: "Ada"))
            let store = session.store
            #expect(store.basket.get().member.name == "Ada")
            (observed.component, observed.first, observed.second) = (session as AnyObject, store, store.basket.get())
        }
        #expect(observed.isReleased)
        _ = root.holder
    }

    @Test func overriddenComponent_isReleasedWithItsReplacements() {
        let observed = Observed()
        do {
            let root = SutureLifetimes(overrides: .init(meter: { Meter() }))
            let holder = root.holder
            (observed.component, observed.first, observed.second) = (root, holder, holder.meter.get())
        }
        #expect(observed.isReleased)
    }

    // MARK: Use after release

    @Test func providerKeptByASingleton_throwsOnceItsComponentIsReleased() throws {
        var holder: Keeper? = SutureLifetimes().holder
        let error = try #require(throws: ResolutionError.self) { try holder?.leaf.value() }
        #expect(
            error.description == """
                Sprout cannot be built: SutureLifetimes, which builds it, was released, and Keeper still uses a Lazy, \
                Provider or factory of it
                  fix: keep SutureLifetimes while its instances may still build Sprout, or build it before \
                SutureLifetimes is released: a Lazy, Provider or factory that a shared instance keeps holds its \
                owner weakly, so that releasing the owner releases everything it built
                """)
        #expect(throws: ResolutionError.self) { try holder?.permit(1) }
        holder = nil
    }

    @Test func lazyResolvedBeforeTheRelease_keepsItsValue() throws {
        let holder = SutureLifetimes().holder
        let root = SutureLifetimes()
        let cellar = root.cellar
        let leaf = cellar.shelf.leaf.get()
        _ = consume root
        #expect(try cellar.shelf.leaf.value() === leaf)
        #expect(throws: ResolutionError.self) { try holder.meter.value() }
    }

    @Test func providerOfAnEntryPoint_keepsItsComponentAndWorksAfterTheOwnerLetsGo() {
        let observed = Observed()
        var sprouts: Provider<Sprout>? = SutureLifetimes().sprouts
        var visitor: Guest? = SutureLifetimes().visitor
        #expect(sprouts?.get() !== sprouts?.get())
        #expect(visitor?.leaf.get() != nil)
        observed.first = visitor
        sprouts = nil
        visitor = nil
        #expect(observed.first == nil)
    }

    @Test func subcomponentsProviderOfAParentValue_keepsWorkingAfterTheSubcomponentIsReleased() {
        let root = SutureLifetimes()
        let store = root.session(Patron(name: "Ada")).store
        #expect(store.meter.get() === root.holder.meter.get())
        #expect(throws: ResolutionError.self) { try store.basket.value() }
    }
}
