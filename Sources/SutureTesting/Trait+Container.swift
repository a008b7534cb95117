import SutureRuntime
import Testing

extension Trait where Self == ContainerTrait {
    /// Runs each test with a new container holding just these registrations, built anew for every test case.
    ///
    /// ```swift
    /// @Test(.container { Register(Oven.self) { _ in FakeOven() } })
    /// func bakesWithTheFakeOven() throws {
    ///     let oven = try Container.current.resolve(Oven.self)
    /// }
    /// ```
    ///
    /// - Parameter registrations: The registrations of each test's container, written as in `Container { ... }`;
    ///   the block runs again for every test case.
    /// - Returns: A trait to pass to `@Test` or `@Suite`.
    public static func container(
        @RegistrationBuilder _ registrations: @escaping @Sendable () -> Registrations
    ) -> Self {
        ContainerTrait(source: .registrations(registrations))
    }

    /// Runs each test with `Container.current`, as it is when the test starts, overridden by these registrations.
    ///
    /// The overriding container has fresh scope caches, so the override reaches every dependent it
    /// builds and no shared instance leaks in from, or out to, another test.
    ///
    /// ```swift
    /// @Test(.overriding { Register(Oven.self) { _ in FakeOven() } })
    /// func bakerUsesTheFakeOven() throws {
    ///     let baker = try Container.current.resolve(Baker.self)
    /// }
    /// ```
    ///
    /// - Parameter registrations: The registrations that replace those of the same key in `Container.current`,
    ///   written as in `Container { ... }`; the block runs again for every test case.
    /// - Returns: A trait to pass to `@Test` or `@Suite`.
    public static func overriding(
        @RegistrationBuilder _ registrations: @escaping @Sendable () -> Registrations
    ) -> Self {
        ContainerTrait(source: .overridingCurrent(registrations))
    }

    /// Runs each test with the registrations of `Container.current` and fresh scope caches: `Container.current.overriding { }`.
    ///
    /// ```swift
    /// @Test(.freshContainer)
    /// func startsWithoutCachedSingletons() throws {
    ///     let ledger = try Container.current.resolve(Ledger.self)
    /// }
    /// ```
    public static var freshContainer: Self {
        ContainerTrait(source: .overridingCurrent({ .empty }))
    }
}
