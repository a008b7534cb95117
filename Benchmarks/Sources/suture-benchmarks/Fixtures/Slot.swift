/// A decimal digit as a type, so that four of them name one of 10,000 distinct types.
protocol Digit {}

/// The digit 0.
enum Digit0: Digit {}
/// The digit 1.
enum Digit1: Digit {}
/// The digit 2.
enum Digit2: Digit {}
/// The digit 3.
enum Digit3: Digit {}
/// The digit 4.
enum Digit4: Digit {}
/// The digit 5.
enum Digit5: Digit {}
/// The digit 6.
enum Digit6: Digit {}
/// The digit 7.
enum Digit7: Digit {}
/// The digit 8.
enum Digit8: Digit {}
/// The digit 9.
enum Digit9: Digit {}

/// What every slot type offers, so a list of slot types can be registered without naming each one.
protocol SlotObject: AnyObject, Sendable {
    init()
}

/// One of 10,000 distinct registrable classes: `Slot<Digit1, Digit2, Digit3, Digit4>` is number 1234.
final class Slot<Thousands: Digit, Hundreds: Digit, Tens: Digit, Units: Digit>: SlotObject {
    init() {}
}

/// The slot type every large-container scenario resolves: number 5, registered in the small and the large container.
typealias ResolvedSlot = Slot<Digit0, Digit0, Digit0, Digit5>

/// Lists slot types by number.
enum SlotCatalog {
    /// The first `count` slot types (at most 10,000), number 0 first.
    static func types(count: Int) -> [any SlotObject.Type] {
        precondition(count <= 10_000, "four digits name at most 10,000 slot types")
        return (0..<count).map(type(number:))
    }

    /// The slot type whose four digits spell `number`.
    static func type(number: Int) -> any SlotObject.Type {
        let thousands = digit(number / 1000 % 10)
        let hundreds = digit(number / 100 % 10)
        let tens = digit(number / 10 % 10)
        let units = digit(number % 10)
        return slotType(thousands, hundreds, tens, units)
    }

    private static func digit(_ value: Int) -> any Digit.Type {
        switch value {
        case 0: Digit0.self
        case 1: Digit1.self
        case 2: Digit2.self
        case 3: Digit3.self
        case 4: Digit4.self
        case 5: Digit5.self
        case 6: Digit6.self
        case 7: Digit7.self
        case 8: Digit8.self
        default: Digit9.self
        }
    }

    private static func slotType<Thousands: Digit, Hundreds: Digit, Tens: Digit, Units: Digit>(
        _ thousands: Thousands.Type,
        _ hundreds: Hundreds.Type,
        _ tens: Tens.Type,
        _ units: Units.Type
    ) -> any SlotObject.Type {
        Slot<Thousands, Hundreds, Tens, Units>.self
    }
}
