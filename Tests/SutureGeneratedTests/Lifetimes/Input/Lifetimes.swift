import Suture

// Shared instances that keep a `Lazy`, a `Provider` or a factory of their own component: releasing the component
// releases them, and what they keep, all the same.

@Injectable
final class Sprout: Sendable {
    init() {}
}

@Injectable(scope: .singleton)
final class Meter: Sendable {
    init() {}
}

@Injectable
final class Voucher: Sendable {
    let holder: String

    init(@Argument holder: String) { self.holder = holder }
}

@Injectable
final class Licence: Sendable {
    let number: Int

    init(@Argument number: Int) throws {
        guard number > 0 else { throw LicenceError.notPositive }
        self.number = number
    }
}

enum LicenceError: Error { case notPositive }

protocol AddOn: Sendable {}

@Module
enum AddOnModule {
    @Provides(into: .set)
    static func first() -> any AddOn { FirstAddOn() }

    @Provides(into: .map(key: "second"))
    static func second() -> any AddOn { FirstAddOn() }
}

struct FirstAddOn: AddOn {}

@Injectable(scope: .singleton)
final class Keeper: Sendable {
    let leaf: Provider<Sprout>
    let meter: Lazy<Meter>
    let ticket: @Sendable (String) -> Voucher
    let permit: @Sendable (Int) throws -> Licence
    let addOns: [Provider<any AddOn>]
    let namedAddOns: [String: Lazy<any AddOn>]

    init(
        leaf: Provider<Sprout>,
        meter: Lazy<Meter>,
        ticket: @escaping @Sendable (String) -> Voucher,
        permit: @escaping @Sendable (Int) throws -> Licence,
        addOns: [Provider<any AddOn>],
        namedAddOns: [String: Lazy<any AddOn>]
    ) {
        self.leaf = leaf
        self.meter = meter
        self.ticket = ticket
        self.permit = permit
        self.addOns = addOns
        self.namedAddOns = namedAddOns
    }
}

/// A transient value the holder takes: it is kept by the holder, so its `Lazy` holds the component weakly too.
@Injectable
final class Rack: Sendable {
    let leaf: Lazy<Sprout>

    init(leaf: Lazy<Sprout>) { self.leaf = leaf }
}

@Injectable(scope: .singleton)
final class Cellar: Sendable {
    let shelf: Rack

    init(shelf: Rack) { self.shelf = shelf }
}

@Injectable(scope: .weak)
final class Stash: Sendable {
    let leaf: Lazy<Sprout>

    init(leaf: Lazy<Sprout>) { self.leaf = leaf }
}

@Injectable(scope: .singleton)
final class Vault: Sendable {
    let leaf: Provider<Sprout>

    init(leaf: Provider<Sprout>) async { self.leaf = leaf }
}

@Injectable(scope: .graph)
final class Errand: Sendable {
    let steps: Provider<ErrandStep>

    init(steps: Provider<ErrandStep>) { self.steps = steps }
}

@Injectable
final class ErrandStep: Sendable {
    let transaction: Errand

    init(transaction: Errand) { self.transaction = transaction }
}

/// A transient value that no shared instance keeps: its `Provider` holds the component strongly and keeps working.
@Injectable
final class Guest: Sendable {
    let leaf: Provider<Sprout>

    init(leaf: Provider<Sprout>) { self.leaf = leaf }
}

struct Patron: Sendable {
    let name: String
}

@Injectable(scope: .custom("session"))
final class Satchel: Sendable {
    let member: Patron

    init(member: Patron) { self.member = member }
}

@Injectable(scope: .custom("session"))
final class Locker: Sendable {
    let basket: Lazy<Satchel>
    let meter: Provider<Meter>

    init(basket: Lazy<Satchel>, meter: Provider<Meter>) {
        self.basket = basket
        self.meter = meter
    }
}

@Component(scope: .custom("session"))
protocol PatronSession: Sendable {
    var store: Locker { get }
}

@Component(modules: [AddOnModule.self])
protocol Lifetimes: Sendable {
    var holder: Keeper { get }
    var cellar: Cellar { get }
    var cache: Stash { get }
    var archive: Vault { get async }
    var transaction: Errand { get }
    var visitor: Guest { get }
    var sprouts: Provider<Sprout> { get }
    func session(_ member: Patron) -> any PatronSession
}
