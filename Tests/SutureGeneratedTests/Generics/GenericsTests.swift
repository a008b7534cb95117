import Suture
import Testing

/// A generic `@Injectable` type: a module provides its specializations to a generated component, and a container
/// registers one with `Shelf<Jar>.registration`.
struct GenericsTests {
    @Test func aSpecializationProvidedByAModule_reachesTheComponent() {
        #expect(SutureStockroom().pantry.shelf.items == [])
    }

    @Test func aContainer_registersASpecializationOfTheGenericType() throws {
        let container = Container {
            Shelf<Jar>.registration
            Pantry.registration
        }
        #expect(try container.resolve(Pantry.self).shelf.items == [])
    }
}
