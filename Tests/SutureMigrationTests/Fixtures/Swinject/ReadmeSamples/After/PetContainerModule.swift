import Suture

/// The registrations of PetContainer.swift that `suture migrate swinject` converted to providers.
@Module
enum PetContainerModule {
    @Provides(scope: .graph)
    static func pet() -> Pet {
        Kitten(name: "Mimi")
    }

    @Provides(named: "puppy", scope: .graph)
    static func petPuppy() -> Pet {
        Puppy(name: "Hachi")
    }

    @Provides(scope: .graph)
    static func ownerScreen(owner: Owner?) -> OwnerScreen {
        let screen = OwnerScreen()
        screen.owner = owner
        return screen
    }
}
