import SutureRuntime
import Testing

/// Takes a provider of lazily built widgets (Dagger's `Provider<Lazy<T>>`).
final class WidgetPool: Sendable {
    let widgets: Provider<Lazy<Widget>>
    init(widgets: Provider<Lazy<Widget>>) { self.widgets = widgets }
}

/// `Provider<Lazy<T>>`: each `get()` gives a new `Lazy`, which builds once, on its own first `get()`.
@Suite struct ProviderOfLazyTests {
    static func container(_ builds: Counter) -> Container {
        Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            Register(WidgetPool.self) { r in WidgetPool(widgets: try r.resolve()) }
        }
    }

    @Test func eachGet_givesANewLazy_thatBuildsOnItsOwnFirstGet() throws {
        let builds = Counter()
        let provider = try Self.container(builds).resolve(Provider<Lazy<Widget>>.self)
        let first = provider.get()
        let second = provider.get()
        #expect(builds.count == 0)
        #expect(!first.isBuilt && !second.isBuilt)

        let firstWidget = first.get()
        #expect(builds.count == 1)
        #expect(first.get() === firstWidget)
        #expect(!second.isBuilt)
        #expect(second.get() !== firstWidget)
        #expect(builds.count == 2)
    }

    @Test func asADependency_itIsCheckedAndDeferred() throws {
        let builds = Counter()
        let container = Self.container(builds)
        let pool = try container.resolve(WidgetPool.self)
        #expect(builds.count == 0)
        #expect(pool.widgets.get().get() !== pool.widgets.get().get())
        #expect(builds.count == 2)
        #expect(container.validationProblems().isEmpty)
    }

    /// The error names the type that must be bound, not the `Lazy` around it.
    @Test func withoutABinding_theRequestFails_whenTheProviderIsHandedOut_namingTheWrappedType() throws {
        let container = Container {}
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Provider<Lazy<Widget>>.self) }
        #expect(
            error.description == """
                no binding for Widget
                  fix: register it, e.g. Register(Widget.self) { r in ... }, or ask for Widget? where it may be absent
                """)
    }
}
