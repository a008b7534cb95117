import Suture

/// Internal: a public component's `Overrides` names it, so `Overrides` must stay internal to compile.
@Injectable(scope: .singleton)
final class Stove: Sendable {
    let label: String

    init(label: String = "gas") { self.label = label }
}

@Injectable
public final class Cook: Sendable {
    let stove: Stove

    init(stove: Stove) { self.stove = stove }

    /// What the cook cooks on.
    public var stoveLabel: String { stove.label }
}

@Component
public protocol Canteen: Sendable {
    var cook: Cook { get }
}
