/// Something a person can keep, with a name to call it by.
protocol Pet: Sendable {
    var name: String { get }
}

final class Kitten: Pet {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class Puppy: Pet {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// A pony races or trots; both are given when it is resolved.
final class Pony: Pet {
    let name: String
    let racing: Bool

    init(name: String, racing: Bool) {
        self.name = name
        self.racing = racing
    }
}

protocol Owner: Sendable {
    func play() -> String
}

final class Keeper: Owner {
    let pet: any Pet

    init(pet: any Pet) {
        self.pet = pet
    }

    func play() -> String { "playing with \(pet.name)" }
}

/// Kept for a whole container.
protocol Kibble: Sendable {}

final class DryKibble: Kibble {}

final class OwnerScreen: @unchecked Sendable {
    var owner: (any Owner)?

    init() {}
}

/// An owner whose pet is set after init, to break a cycle.
final class LateKeeper: Owner, @unchecked Sendable {
    var pet: (any Pet)?

    init() {}

    func play() -> String { "playing with \(pet?.name ?? "nobody")" }
}

/// A pet that asks for its friend only when it plays.
final class Sitter: Pet, @unchecked Sendable {
    let name = "sitter"
    let friend: () -> any Pet

    init(friend: @escaping () -> any Pet) {
        self.friend = friend
    }
}
