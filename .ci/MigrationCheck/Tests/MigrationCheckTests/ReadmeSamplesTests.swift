import Suture
import Swinject
import Testing

@testable import ReadmeSamples

/// The README samples after `suture migrate swinject`: each converted key resolves from the Swinject container the
/// app still builds and from a Suture container of the generated registrations, to the same kind of instance.
struct ReadmeSamplesTests {
    let swinject = makePetContainer()
    let suture = Suture.Container {
        Keeper.registration
        Pony.registration
        DryKibble.registration
        PetContainerModule.registrations
    }

    @Test func aPetFromAFactoryWithALiteral_isTheSameKitten() throws {
        let before = try #require(swinject.resolve(Pet.self))
        let after = try suture.resolve(Pet.self)
        #expect(before is Kitten && after is Kitten)
        #expect(before.name == after.name)
    }

    @Test func aNamedPet_isTheSamePuppy() throws {
        let before = try #require(swinject.resolve(Pet.self, name: "puppy"))
        let after = try suture.resolve(Pet.self, named: "puppy")
        #expect(before is Puppy && after is Puppy)
        #expect(before.name == after.name)
    }

    @Test func anOwnerBuiltFromResolvedDependencies_playsWithTheSamePet() throws {
        let before = try #require(swinject.resolve(Owner.self))
        let after = try suture.resolve(Owner.self)
        #expect(before is Keeper && after is Keeper)
        #expect(before.play() == after.play())
    }

    @Test func aScreenWhoseOwnerIsSetAfterInit_getsAnOwnerFromBoth() throws {
        let before = try #require(swinject.resolve(OwnerScreen.self))
        let after = try suture.resolve(OwnerScreen.self)
        #expect(before.owner?.play() == "playing with Mimi")
        #expect(after.owner?.play() == "playing with Mimi")
    }

    @Test func aPonyWithRuntimeArguments_takesThemInTheSameOrder() throws {
        let before = try #require(swinject.resolve(Pony.self, arguments: "Spirit", true))
        let after = try suture.resolve(Pony.self, arguments: "Spirit", true)
        #expect((before.name, before.racing) == ("Spirit", true))
        #expect((after.name, after.racing) == ("Spirit", true))
    }

    @Test func kibbleKeptForTheContainer_isOneInstanceInEach() throws {
        let before = try #require(swinject.resolve(Kibble.self))
        let after = try suture.resolve(Kibble.self)
        #expect(before is DryKibble && after is DryKibble)
        #expect(try #require(swinject.resolve(Kibble.self)) as AnyObject === before as AnyObject)
        #expect(try suture.resolve(Kibble.self) as AnyObject === after as AnyObject)
    }
}
