import Suture

@Injectable(scope: .singleton)
final class Kiln: Sendable {
    init() {}
}

/// Built from two runtime arguments and a dependency from the graph.
@Injectable
final class Vase: Sendable {
    let glaze: String
    let height: Int
    let kiln: Kiln

    init(@Argument glaze: String, @Argument height: Int, kiln: Kiln) {
        self.glaze = glaze
        self.height = height
        self.kiln = kiln
    }
}

struct CrackedClay: Error, Equatable {}

@Injectable
final class Tile: Sendable {
    let pattern: String

    init(@Argument pattern: String) throws {
        if pattern.isEmpty { throw CrackedClay() }
        self.pattern = pattern
    }
}

/// Asks for factories: it calls them with the runtime arguments whenever it needs a new vase or tile.
@Injectable
final class Pottery {
    let makeVase: @Sendable (String, Int) -> Vase
    let makeTile: (String) throws -> Tile

    init(makeVase: @escaping @Sendable (String, Int) -> Vase, makeTile: @escaping (String) throws -> Tile) {
        self.makeVase = makeVase
        self.makeTile = makeTile
    }
}

@Component
protocol Studio {
    var pottery: Pottery { get }
    var vaseFactory: (String, Int) -> Vase { get }
}
