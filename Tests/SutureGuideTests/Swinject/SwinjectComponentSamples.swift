import Suture

// The samples of Documentation/ComingFrom/Swinject.md as a component: the graph is checked when the target
// builds, and SutureBuildPlugin generates `SutureSwinjectGuidePetShop`.

extension SwinjectGuide {
    protocol Pet: AnyObject {
        var name: String { get }
    }

    @Injectable(as: Pet.self, scope: .singleton)
    final class Tabby: Pet {
        let name = "Mimi"

        init() {}
    }

    final class Mutt: Pet {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    @Injectable
    final class Keeper {
        let pet: any Pet

        init(pet: any Pet) {
            self.pet = pet
        }
    }

    @Injectable
    final class DogWalker {
        let dog: any Pet

        init(@Named("dog") dog: any Pet) {
            self.dog = dog
        }
    }

    @Injectable
    final class Pony {
        let name: String
        let running: Bool
        let keeper: Keeper

        init(@Argument name: String, @Argument running: Bool, keeper: Keeper) {
            self.name = name
            self.running = running
            self.keeper = keeper
        }
    }

    @Module
    enum KennelModule {
        @Provides(named: "dog")
        static func dog() -> any Pet { Mutt(name: "Hachi") }
    }

    @Component(modules: [KennelModule.self])
    protocol PetShop {
        var keeper: Keeper { get }
        var walker: DogWalker { get }
        func pony(name: String, running: Bool) -> Pony
    }
}
