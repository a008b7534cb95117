import Suture

// The samples of Documentation/ComingFrom/Swinject.md, wired in a Container, as Swinject code is.

extension SwinjectGuide {
    /// A service: what the rest of the app asks for.
    protocol Animal: AnyObject {
        var name: String { get }
    }

    /// A component that provides `Animal`.
    final class Cat: Animal {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    /// Another component that provides `Animal`.
    final class Dog: Animal {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    /// Depends on an `Animal` through its initializer.
    final class PetOwner {
        let pet: any Animal

        init(pet: any Animal) {
            self.pet = pet
        }
    }

    /// Built from runtime arguments.
    final class Horse: Animal {
        let name: String
        let running: Bool

        init(name: String, running: Bool) {
            self.name = name
            self.running = running
        }
    }

    // MARK: Registration and resolution

    static func petContainer() -> Container {
        Container {
            Register((any Animal).self) { _ in Cat(name: "Mimi") }
            Register(PetOwner.self) { r in
                PetOwner(pet: try r.resolve())
            }
            .dependencies(Dependency((any Animal).self))
        }
    }

    static func meetThePets() throws -> (animal: any Animal, owner: PetOwner) {
        let container = petContainer()
        let animal = try container.resolve((any Animal).self)
        let owner = try container.resolve(PetOwner.self)
        return (animal, owner)
    }

    // MARK: Named registrations

    static func namedPets() -> Container {
        Container {
            Register((any Animal).self, named: "cat") { _ in Cat(name: "Mimi") }
            Register((any Animal).self, named: "dog") { _ in Dog(name: "Hachi") }
        }
    }

    static func callThePets(_ container: Container) throws -> [String] {
        let cat = try container.resolve((any Animal).self, named: "cat")
        let dog = try container.resolve((any Animal).self, named: "dog")
        return [cat.name, dog.name]
    }

    // MARK: Runtime arguments

    static func stable() -> Container {
        Container {
            Register(Horse.self) { (_, name: String, running: Bool) in
                Horse(name: name, running: running)
            }
            Register(Horse.self, named: "walking") { (_, name: String) in
                Horse(name: name, running: false)
            }
        }
    }

    static func saddleUp(_ stable: Container) throws -> [Horse] {
        let lucky = try stable.resolve(Horse.self, arguments: "Lucky", true)
        let spirit = try stable.resolve(Horse.self, named: "walking", arguments: "Spirit")
        return [lucky, spirit]
    }

    // MARK: Registering a key twice, and replacing a registration

    static func twoCats() -> Container {
        Container {
            Register((any Animal).self) { _ in Cat(name: "Mimi") }
            Register((any Animal).self) { _ in Cat(name: "Tom") }
        }
    }

    static func withADog() -> Container {
        petContainer().overriding {
            Register((any Animal).self) { _ in Dog(name: "Hachi") }
        }
    }

    // MARK: Auto-registration

    static func autoregistered() -> Container {
        Container {
            Register((any Animal).self) { _ in Cat(name: "Mimi") }
            Register(PetOwner.self, using: PetOwner.init(pet:))
        }
    }
}
