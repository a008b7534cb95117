import SutureRuntime
import Testing

/// A container, an `overriding` child and a request's child are released when their owner lets go, even when their
/// shared instances keep a `Lazy` or `Provider` of them.
struct DeferredDependencyLifetimeTests {
    final class Leaf: Sendable {}

    final class Keeper: Sendable {
        let leaves: Provider<Leaf>
        let leaf: Lazy<Leaf>

        init(leaves: Provider<Leaf>, leaf: Lazy<Leaf>) {
            self.leaves = leaves
            self.leaf = leaf
        }
    }

    /// A transient value a `Lazy` of a shared instance builds later: kept by that instance, so its `Provider` must
    /// not hold the container strongly either.
    final class Drawer: Sendable {
        let leaves: Provider<Leaf>

        init(leaves: Provider<Leaf>) { self.leaves = leaves }
    }

    final class Cupboard: Sendable {
        let drawer: Lazy<Drawer>

        init(drawer: Lazy<Drawer>) { self.drawer = drawer }
    }

    /// Weak references to a container and what it built.
    final class Observed: @unchecked Sendable {
        weak var container: Container?
        weak var first: AnyObject?
        weak var second: AnyObject?

        var isReleased: Bool { container == nil && first == nil && second == nil }
    }

    private static func registrations(keeperScope: Scope) -> Registrations {
        Registrations {
            Register(Leaf.self) { _ in Leaf() }
            Register(Keeper.self) { r in Keeper(leaves: try r.resolve(), leaf: try r.resolve()) }.scope(keeperScope)
            Register(Drawer.self) { r in Drawer(leaves: try r.resolve()) }
            Register(Cupboard.self) { r in Cupboard(drawer: try r.resolve()) }.scope(.singleton)
        }
    }

    @Test(arguments: [Scope.singleton, .custom("session")])
    func sharedInstanceKeepingWrappers_isReleasedWithItsContainer(scope: Scope) throws {
        let observed = Observed()
        do {
            let container = Container { Self.registrations(keeperScope: scope) }
            let keeper = try container.resolve(Keeper.self)
            _ = keeper.leaves.get()
            (observed.container, observed.first, observed.second) = (container, keeper, keeper.leaf.get())
        }
        #expect(observed.isReleased)
    }

    @Test func asyncSingletonKeepingWrappers_isReleasedWithItsContainer() async throws {
        let observed = Observed()
        do {
            let container = Container {
                Register(Leaf.self) { _ in Leaf() }
                AsyncRegister(Keeper.self) { r in Keeper(leaves: try r.resolve(), leaf: try r.resolve()) }
                    .scope(.singleton)
            }
            let keeper = try await container.resolveAsync(Keeper.self)
            (observed.container, observed.first, observed.second) = (container, keeper, keeper.leaf.get())
        }
        #expect(observed.isReleased)
    }

    @Test func valueALazyBuildsLater_holdsTheContainerWeaklyToo() throws {
        let observed = Observed()
        do {
            let container = Container { Self.registrations(keeperScope: .singleton) }
            let cupboard = try container.resolve(Cupboard.self)
            let drawer = cupboard.drawer.get()
            _ = drawer.leaves.get()
            (observed.container, observed.first, observed.second) = (container, cupboard, drawer)
        }
        #expect(observed.isReleased)
    }

    @Test func overridingChild_isReleasedWhileItsParentLives() throws {
        let parent = Container { Self.registrations(keeperScope: .singleton) }
        let observed = Observed()
        do {
            let child = parent.overriding { Register(Leaf.self) { _ in Leaf() } }
            let keeper = try child.resolve(Keeper.self)
            (observed.container, observed.first, observed.second) = (child, keeper, keeper.leaves.get())
        }
        #expect(observed.isReleased)
        _ = try parent.resolve(Keeper.self)
    }

    @Test func requestChild_isReleasedWithItsOwnSharedInstances() throws {
        let parent = Container { Register(Leaf.self) { _ in Leaf() } }
        let observed = Observed()
        do {
            let request = parent.child {
                Register(Keeper.self) { r in Keeper(leaves: try r.resolve(), leaf: try r.resolve()) }.scope(.singleton)
            }
            let keeper = try request.resolve(Keeper.self)
            (observed.container, observed.first, observed.second) = (request, keeper, keeper.leaf.get())
        }
        #expect(observed.isReleased)
    }

    @Test func parentSingletonFirstReachedThroughARequestChild_keepsWorkingAfterTheChildIsReleased() throws {
        let parent = Container { Self.registrations(keeperScope: .singleton) }
        let observed = Observed()
        do {
            let request = parent.child { Register(String.self) { _ in "request" } }
            _ = try request.resolve(Keeper.self)
            observed.container = request
        }
        #expect(observed.container == nil)
        #expect(try parent.resolve(Keeper.self).leaves.value() !== parent.resolve(Keeper.self).leaves.value())
    }

    @Test func graphInstanceKeepingAProvider_isReleasedAfterItsRequest() throws {
        let container = Container { Self.registrations(keeperScope: .graph) }
        let observed = Observed()
        do {
            let keeper = try container.resolve(Keeper.self)
            (observed.first, observed.second) = (keeper, keeper.leaves.get())
        }
        #expect(observed.first == nil && observed.second == nil)
    }

    @Test func wrapperNoSharedInstanceKeeps_keepsItsContainerAndWorksAfterTheOwnerLetsGo() throws {
        let observed = Observed()
        var drawer: Drawer?
        do {
            let container = Container { Self.registrations(keeperScope: .singleton) }
            drawer = try container.resolve(Drawer.self)
            observed.container = container
        }
        #expect(observed.container != nil)
        #expect(try drawer?.leaves.value() != nil)
        drawer = nil
        #expect(observed.container == nil)
    }

    @Test func wrapperKeptByASharedInstance_throwsOnceItsContainerIsReleased() throws {
        let keeper = try Container { Self.registrations(keeperScope: .singleton) }.resolve(Keeper.self)
        let error = try #require(throws: ResolutionError.self) { try keeper.leaves.value() }
        #expect(
            error.description == """
                DeferredDependencyLifetimeTests.Leaf cannot be built: the Container, which builds it, was released, \
                and DeferredDependencyLifetimeTests.Keeper still uses a Lazy, Provider or factory of it
                  fix: keep the Container while its instances may still build DeferredDependencyLifetimeTests.Leaf, \
                or build it before the Container is released: a Lazy, Provider or factory that a shared instance \
                keeps holds its owner weakly, so that releasing the owner releases everything it built
                """)
        #expect(throws: ResolutionError.self) { try keeper.leaf.value() }
    }
}
