import Suture
import Testing

/// A component with more singletons than one class declares keeps them in storage classes, each with its words
/// first; every word keeps its own instance.
struct WarehouseTests {
    @Test func singletonsInStorageClasses_areBuiltOncePerComponent() {
        let warehouse = SutureWarehouse()
        let depot = warehouse.depot
        #expect(depot.first === warehouse.first)
        #expect(depot.last === warehouse.last)
        #expect(warehouse.middle === warehouse.middle)
        // Shelf 42 reaches shelf 21 through twenty-one `previous`: the same instance however it is reached.
        let walkedBack = warehouse.last
            .previous.previous.previous.previous.previous.previous.previous
            .previous.previous.previous.previous.previous.previous.previous
            .previous.previous.previous.previous.previous.previous.previous
        #expect(walkedBack === warehouse.middle)
        #expect(warehouse.depot.first === depot.first)
        #expect(SutureWarehouse().first !== warehouse.first)
    }

    @Test func theWeakSlotBesideTheWords_isSharedWhileHeld() {
        let warehouse = SutureWarehouse()
        let depot = warehouse.depot
        #expect(warehouse.depot.forklift === depot.forklift)
    }

    @Test func theComponentsInstances_areReleasedWithIt() {
        weak var first: Shelf1?
        weak var last: Shelf42?
        do {
            let warehouse = SutureWarehouse()
            first = warehouse.first
            last = warehouse.last
            #expect(first != nil)
        }
        #expect(first == nil)
        #expect(last == nil)
    }
}
