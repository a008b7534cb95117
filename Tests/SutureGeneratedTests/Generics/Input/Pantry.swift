import Suture

/// What a pantry shelf holds.
struct Jar: Sendable, Equatable {
    let label: String
}

/// A generic injectable: a container registers one specialization at a time, and the graph compiler binds none.
@Injectable
final class Shelf<Item: Sendable>: Sendable {
    let items: [Item]

    init() {
        items = []
    }
}

/// Provides the one specialization the pantry uses, as the diagnostic for a generic injectable says to.
@Module
enum PantryModule {
    @Provides
    static func jarShelf() -> Shelf<Jar> { Shelf<Jar>() }
}

/// Keeps a shelf of jars.
@Injectable
final class Pantry: Sendable {
    let shelf: Shelf<Jar>

    init(shelf: Shelf<Jar>) {
        self.shelf = shelf
    }
}

/// A component that asks for a specialization of a generic type.
@Component(modules: [PantryModule.self])
protocol Stockroom {
    var pantry: Pantry { get }
}
