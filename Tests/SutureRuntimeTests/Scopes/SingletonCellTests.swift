import Testing

@_spi(SutureGenerated) @testable import SutureRuntime

/// How a singleton cell publishes its instance: a class reference itself, anything else in a box.
struct SingletonCellTests {
    final class Oven: Sendable {}

    protocol Appliance: AnyObject, Sendable {}

    final class Mixer: Appliance {}

    struct Recipe: Equatable {
        let name: String
        let minutes: Int
    }

    /// A struct that keeps a class instance, to watch the box let it go.
    struct Shelf {
        let oven: Oven
    }

    /// Whether the cell's word is a tagged reference rather than a box.
    private func publishesReference<Value>(_ cell: SingletonCell<Value>) -> Bool {
        guard let word = cell.storage.load(ordering: .acquiring) else { return false }
        return UInt(bitPattern: word) & 1 == 1
    }

    @Test func aClassInstance_isPublishedItself_andReadBackAsTheSameObject() {
        let cell = SingletonCell<Oven>()
        let oven = Oven()
        cell.store(oven)
        #expect(publishesReference(cell))
        #expect(cell.cachedValue() === oven)
    }

    @Test func aValueOfAnotherShape_isPublishedInABox() {
        let cell = SingletonCell<Recipe>()
        cell.store(Recipe(name: "rye", minutes: 40))
        #expect(!publishesReference(cell))
        #expect(cell.cachedValue() == Recipe(name: "rye", minutes: 40))
    }

    @Test func aProtocolExistential_isBoxed_andKeepsItsInstance() {
        let cell = SingletonCell<any Appliance>()
        let mixer = Mixer()
        cell.store(mixer)
        #expect(!publishesReference(cell))
        #expect(cell.cachedValue() === mixer)
    }

    @Test func anAnyObjectValue_isReadBackAsTheSameObject() {
        let cell = SingletonCell<AnyObject>()
        let oven = Oven()
        cell.store(oven)
        #expect(cell.cachedValue() === oven)
    }

    @Test func theFirstStoreWins_andTheLaterInstanceIsReleased() {
        let cell = SingletonCell<Oven>()
        let first = Oven()
        weak var later: Oven?
        cell.store(first)
        do {
            let made = Oven()
            later = made
            cell.store(made)
        }
        #expect(later == nil)
        #expect(cell.cachedValue() === first)
    }

    @Test func droppingTheCell_releasesAPublishedReference() {
        weak var released: Oven?
        do {
            let cell = SingletonCell<Oven>()
            let oven = Oven()
            released = oven
            cell.store(oven)
        }
        #expect(released == nil)
    }

    @Test func droppingTheCell_releasesABoxedValue() {
        weak var released: Oven?
        do {
            let cell = SingletonCell<Shelf>()
            let oven = Oven()
            released = oven
            cell.store(Shelf(oven: oven))
        }
        #expect(released == nil)
    }

    @Test func copiesOfAComponentSlot_shareTheInstance() {
        let slot = ComponentSingleton<Oven>()
        let copy = slot
        let built = slot.get { Oven() }
        #expect(copy.isBuilt)
        #expect(copy.get { Oven() } === built)
    }
}
