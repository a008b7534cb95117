import Suture

/// What the canteen serves: public, so code outside the module replaces it.
public protocol Menu: Sendable {
    var dish: String { get }
}

/// Bound as Menu, a public key: its replacement is public although this type is not.
@Injectable(as: Menu.self)
struct DailyMenu: Menu {
    var dish: String { "soup" }

    init() {}
}

/// Left without an access modifier: internal by default, so `Overrides.stove` is internal too.
@Injectable(scope: .singleton)
final class Stove: Sendable {
    init() {}
}

/// Internal on purpose: its replacement stays in the module without a word.
@Injectable
internal final class Pantry: Sendable {
    init() {}
}

/// A public shelf of anything.
public struct Shelf<Item>: Sendable {
    init() {}
}

/// Internal by default: `Shelf<Jar>` names it.
struct Jar: Sendable {}

@Module
enum ShelfModule {
    @Provides
    static func jars() -> Shelf<Jar> { Shelf() }
}

@Injectable
public final class Cook: Sendable {
    init(menu: any Menu, stove: Stove, pantry: Pantry, jars: Shelf<Jar>) {}
}

@Component(modules: [ShelfModule.self])
public protocol Canteen: Sendable {
    var cook: Cook { get }
}
