import SutureRuntime

/// Everything the scenarios resolve from, wired once per library before any measurement.
struct BenchmarkFixtures: Sendable {
    /// The number of registrations in the large container.
    static let largeContainerSize = 10_000
    /// The number of registrations in the small container it is compared with.
    static let smallContainerSize = 10

    let handWritten = HandWrittenWiring()
    let sutureComponent = SutureStorefrontComponent()
    let sutureContainer = SutureWiring.makeContainer()
    let swinject = SwinjectWiring.makeResolver()
    let swiftDependencies = SwiftDependenciesModel()

    /// The slot types of the large container, number 0 first; the small container holds the first ten.
    let slotTypes = SlotCatalog.types(count: largeContainerSize)
    let smallSutureContainer: Container
    let largeSutureContainer: Container
    let smallSwinject: SwinjectResolver
    let largeSwinject: SwinjectResolver

    init() {
        let smallSlotTypes = Array(slotTypes.prefix(BenchmarkFixtures.smallContainerSize))
        smallSutureContainer = SutureWiring.makeSlotContainer(types: smallSlotTypes)
        largeSutureContainer = SutureWiring.makeSlotContainer(types: slotTypes)
        smallSwinject = SwinjectWiring.makeSlotResolver(types: smallSlotTypes)
        largeSwinject = SwinjectWiring.makeSlotResolver(types: slotTypes)
        // The singleton scenarios read an instance built before the clock starts.
        _ = sutureComponent.configuration
    }
}
