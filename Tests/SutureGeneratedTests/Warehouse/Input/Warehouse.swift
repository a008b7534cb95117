import Suture

/// Forty-two shelves in a row, each a singleton that needs the one before: more than one class declares, so the
/// component keeps them in storage classes, each with its words first.
@Injectable(scope: .singleton)
final class Shelf1: Sendable {
    init() {}
}

@Injectable(scope: .singleton)
final class Shelf2: Sendable {
    let previous: Shelf1

    init(previous: Shelf1) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf3: Sendable {
    let previous: Shelf2

    init(previous: Shelf2) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf4: Sendable {
    let previous: Shelf3

    init(previous: Shelf3) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf5: Sendable {
    let previous: Shelf4

    init(previous: Shelf4) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf6: Sendable {
    let previous: Shelf5

    init(previous: Shelf5) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf7: Sendable {
    let previous: Shelf6

    init(previous: Shelf6) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf8: Sendable {
    let previous: Shelf7

    init(previous: Shelf7) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf9: Sendable {
    let previous: Shelf8

    init(previous: Shelf8) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf10: Sendable {
    let previous: Shelf9

    init(previous: Shelf9) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf11: Sendable {
    let previous: Shelf10

    init(previous: Shelf10) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf12: Sendable {
    let previous: Shelf11

    init(previous: Shelf11) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf13: Sendable {
    let previous: Shelf12

    init(previous: Shelf12) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf14: Sendable {
    let previous: Shelf13

    init(previous: Shelf13) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf15: Sendable {
    let previous: Shelf14

    init(previous: Shelf14) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf16: Sendable {
    let previous: Shelf15

    init(previous: Shelf15) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf17: Sendable {
    let previous: Shelf16

    init(previous: Shelf16) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf18: Sendable {
    let previous: Shelf17

    init(previous: Shelf17) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf19: Sendable {
    let previous: Shelf18

    init(previous: Shelf18) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf20: Sendable {
    let previous: Shelf19

    init(previous: Shelf19) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf21: Sendable {
    let previous: Shelf20

    init(previous: Shelf20) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf22: Sendable {
    let previous: Shelf21

    init(previous: Shelf21) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf23: Sendable {
    let previous: Shelf22

    init(previous: Shelf22) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf24: Sendable {
    let previous: Shelf23

    init(previous: Shelf23) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf25: Sendable {
    let previous: Shelf24

    init(previous: Shelf24) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf26: Sendable {
    let previous: Shelf25

    init(previous: Shelf25) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf27: Sendable {
    let previous: Shelf26

    init(previous: Shelf26) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf28: Sendable {
    let previous: Shelf27

    init(previous: Shelf27) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf29: Sendable {
    let previous: Shelf28

    init(previous: Shelf28) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf30: Sendable {
    let previous: Shelf29

    init(previous: Shelf29) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf31: Sendable {
    let previous: Shelf30

    init(previous: Shelf30) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf32: Sendable {
    let previous: Shelf31

    init(previous: Shelf31) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf33: Sendable {
    let previous: Shelf32

    init(previous: Shelf32) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf34: Sendable {
    let previous: Shelf33

    init(previous: Shelf33) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf35: Sendable {
    let previous: Shelf34

    init(previous: Shelf34) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf36: Sendable {
    let previous: Shelf35

    init(previous: Shelf35) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf37: Sendable {
    let previous: Shelf36

    init(previous: Shelf36) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf38: Sendable {
    let previous: Shelf37

    init(previous: Shelf37) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf39: Sendable {
    let previous: Shelf38

    init(previous: Shelf38) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf40: Sendable {
    let previous: Shelf39

    init(previous: Shelf39) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf41: Sendable {
    let previous: Shelf40

    init(previous: Shelf40) { self.previous = previous }
}

@Injectable(scope: .singleton)
final class Shelf42: Sendable {
    let previous: Shelf41

    init(previous: Shelf41) { self.previous = previous }
}

/// Shared while someone holds it: a `.weak` slot among the words of the last storage class.
@Injectable(scope: .weak)
final class Forklift: Sendable {
    init() {}
}

/// Made anew for each request, from the first and the last shelf.
@Injectable
struct Depot {
    let first: Shelf1
    let last: Shelf42
    let forklift: Forklift

    init(first: Shelf1, last: Shelf42, forklift: Forklift) {
        self.first = first
        self.last = last
        self.forklift = forklift
    }
}

/// A component with more singletons than one class declares.
@Component
protocol Warehouse {
    var first: Shelf1 { get }
    var middle: Shelf21 { get }
    var last: Shelf42 { get }
    var depot: Depot { get }
}
