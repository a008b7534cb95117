import Suture

/// Internal on purpose: the public `Overrides` keeps its member internal, for the module and `@testable import`.
@Injectable(scope: .singleton)
internal final class Stove: Sendable {
    let label: String

    init(label: String = "gas") { self.label = label }
}

/// Visible to the package: its member is `package`, for the package's other modules.
@Injectable
package struct Spice: Sendable {
    package let name: String

    package init(name: String = "salt") { self.name = name }
}

/// What the canteen serves: public, so code outside the module replaces it.
public protocol Menu: Sendable {
    /// Today's dish.
    var dish: String { get }
}

/// Bound as Menu, a public key: its replacement is public although this type is internal.
@Injectable(as: Menu.self)
struct DailyMenu: Menu {
    var dish: String { "soup" }

    init() {}
}

@Injectable
public final class Cook: Sendable {
    let stove: Stove
    let spice: Spice
    let menu: any Menu

    init(stove: Stove, spice: Spice, menu: any Menu) {
        self.stove = stove
        self.spice = spice
        self.menu = menu
    }

    /// What the cook cooks on.
    public var stoveLabel: String { stove.label }
    /// What the cook seasons with.
    public var spiceName: String { spice.name }
    /// What the cook serves.
    public var dish: String { menu.dish }
}

@Component
public protocol Canteen: Sendable {
    /// The cook, who needs everything else.
    var cook: Cook { get }
}
