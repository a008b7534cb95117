import Testing

@testable import Pantry

struct PantryTests {
    struct Bakehouse: Supplier {
        func deliver() -> Int { 3 }
    }

    @Test func theGeneratedPantry_stocksItsShelfFromTheMill() {
        #expect(SuturePantry().shelf.flour == 25)
    }

    // `Overrides` is internal to the module the component is generated in, hence `@testable`.
    @Test func theOverrides_replaceTheSupplier() {
        let pantry = SuturePantry(overrides: .init(supplier: { Bakehouse() }))
        #expect(pantry.shelf.flour == 3)
    }
}
