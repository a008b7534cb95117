import Swinject

/// The samples of Swinject's README and documentation, as one container.
func makePetContainer() -> Container {
    let container = Container()
    container.register(Pet.self) { _ in Kitten(name: "Mimi") }
    container.register(Owner.self) { r in
        Keeper(pet: r.resolve(Pet.self)!)
    }
    container.register(Pet.self, name: "puppy") { _ in Puppy(name: "Hachi") }
    container.register(OwnerScreen.self) { r in
        let screen = OwnerScreen()
        screen.owner = r.resolve(Owner.self)
        return screen
    }
    container.register(Pony.self) { _, name, racing in
        Pony(name: name, racing: racing)
    }
    container.register(Kibble.self) { _ in DryKibble() }
        .inObjectScope(.container)
    container.register(Owner.self, name: "late") { _ in LateKeeper() }
        .initCompleted { r, owner in
            (owner as? LateKeeper)?.pet = r.resolve(Pet.self)
        }
    container.register(Pet.self, name: "either") { _ in
        Bool.random() ? Kitten(name: "Mimi") as Pet : Puppy(name: "Hachi")
    }
    container.register(Pet.self, name: "sitter") { r in
        Sitter { r.resolve(Pet.self)! }
    }
    return container
}
