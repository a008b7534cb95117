import Foundation
import Suture
import SutureTesting
import Testing

/// The samples of Documentation/ComingFrom/Swinject.md do what the guide says.
struct SwinjectGuideTests {
    @Test func registration_resolvesTheServiceAndWhatDependsOnIt() throws {
        let (animal, owner) = try SwinjectGuide.meetThePets()
        #expect(animal.name == "Mimi")
        #expect(animal is SwinjectGuide.Cat)
        #expect(owner.pet.name == "Mimi")
        try SwinjectGuide.petContainer().validate()
    }

    @Test func defaultScope_isTransient_notGraph() throws {
        let container = SwinjectGuide.petContainer()
        let first = try container.resolve((any SwinjectGuide.Animal).self)
        let second = try container.resolve((any SwinjectGuide.Animal).self)
        #expect(first !== second)
    }

    @Test func namedRegistrations_areToldApartByName() throws {
        let container = SwinjectGuide.namedPets()
        #expect(try SwinjectGuide.callThePets(container) == ["Mimi", "Hachi"])
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any SwinjectGuide.Animal).self)
        }
        #expect(error?.summary == "no binding for SwinjectGuide.Animal")
        #expect(
            error?.nearMisses.map(\.key.description) == [
                "SwinjectGuide.Animal named \"cat\"", "SwinjectGuide.Animal named \"dog\"",
            ])
    }

    @Test func optionalRequest_isNil_whereNothingIsRegistered() throws {
        let container = SwinjectGuide.namedPets()
        #expect(try container.resolve((any SwinjectGuide.Animal)?.self) == nil)
        #expect(container.hasBinding(for: (any SwinjectGuide.Animal).self) == false)
        #expect(container.hasBinding(for: (any SwinjectGuide.Animal).self, named: "cat"))
    }

    @Test func runtimeArguments_arePassedInOrder_andCheckedAtTheRequest() throws {
        let stable = SwinjectGuide.stable()
        let horses = try SwinjectGuide.saddleUp(stable)
        #expect(horses.map(\.name) == ["Lucky", "Spirit"])
        #expect(horses.map(\.running) == [true, false])
        let error = #expect(throws: ResolutionError.self) {
            try stable.resolve(SwinjectGuide.Horse.self, arguments: "Lucky")
        }
        #expect(
            error?.summary
                == "SwinjectGuide.Horse takes runtime arguments (String, Bool) but was resolved with (String)"
        )
    }

    @Test func registeringAKeyTwice_isAnError_notLastOneWins() throws {
        let container = SwinjectGuide.twoCats()
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any SwinjectGuide.Animal).self)
        }
        #expect(error?.summary == "SwinjectGuide.Animal is registered 2 times in one container")
        #expect(throws: ContainerValidationError.self) { try container.validate() }
    }

    @Test func overriding_replacesTheRegistration_forEveryDependent() throws {
        let owner = try SwinjectGuide.withADog().resolve(SwinjectGuide.PetOwner.self)
        #expect(owner.pet is SwinjectGuide.Dog)
        let original = try SwinjectGuide.petContainer().resolve(SwinjectGuide.PetOwner.self)
        #expect(original.pet is SwinjectGuide.Cat)
    }

    @Test func autoregistration_resolvesEveryInitializerParameterByType() throws {
        let container = SwinjectGuide.autoregistered()
        try container.validate()
        #expect(try container.resolve(SwinjectGuide.PetOwner.self).pet.name == "Mimi")
    }

    @Test func missingRegistration_isFoundByValidate_withThePath() throws {
        let container = Container {
            Register(SwinjectGuide.PetOwner.self, using: SwinjectGuide.PetOwner.init(pet:))
        }
        let error = #expect(throws: ContainerValidationError.self) { try container.validate() }
        #expect(error?.problems.map(\.summary) == ["no binding for SwinjectGuide.Animal"])
        #expect(error?.problems.first?.path.map(\.description) == ["SwinjectGuide.PetOwner", "SwinjectGuide.Animal"])
    }
}

/// Object scopes, cycles, property injection, forwarding, hierarchies and assemblies.
struct SwinjectGuideScopeTests {
    @Test func transient_buildsEveryTime() throws {
        let checkout = try SwinjectGuide.shop(sessions: .transient).resolve(SwinjectGuide.Checkout.self)
        #expect(checkout.payment !== checkout.delivery)
    }

    @Test func graph_sharesWithinOneResolve_only() throws {
        let container = SwinjectGuide.shop(sessions: .graph)
        let first = try container.resolve(SwinjectGuide.Checkout.self)
        let second = try container.resolve(SwinjectGuide.Checkout.self)
        #expect(first.payment === first.delivery)
        #expect(first.payment !== second.payment)
    }

    @Test func singleton_isOnePerContainer() throws {
        let container = SwinjectGuide.shop(sessions: .singleton)
        let first = try container.resolve(SwinjectGuide.Checkout.self)
        let second = try container.resolve(SwinjectGuide.Checkout.self)
        #expect(first.payment === second.delivery)
        let other = try SwinjectGuide.shop(sessions: .singleton).resolve(SwinjectGuide.Session.self)
        #expect(other !== first.payment)
    }

    @Test func weak_isSharedWhileHeld_thenReleased() throws {
        let container = SwinjectGuide.shop(sessions: .weak)
        weak var released: SwinjectGuide.Session?
        do {
            let held = try container.resolve(SwinjectGuide.Session.self)
            #expect(try container.resolve(SwinjectGuide.Session.self) === held)
            released = held
        }
        #expect(released == nil)
    }

    @Test func scopedValueType_isBuiltOnce_andCopied() throws {
        let container = Container {
            Register(Ticket.self) { _ in Ticket(serial: UUID()) }.scope(.singleton)
        }
        #expect(try container.resolve(Ticket.self).serial == (try container.resolve(Ticket.self)).serial)
    }

    private struct Ticket {
        let serial: UUID
    }

    @Test func customScope_isKeptUntilReset() throws {
        let container = SwinjectGuide.loggedIn()
        let first = try container.resolve(SwinjectGuide.Session.self)
        #expect(try container.resolve(SwinjectGuide.Session.self) === first)
        SwinjectGuide.logOut(of: container)
        #expect(try container.resolve(SwinjectGuide.Session.self) !== first)
    }

    @Test func lazy_breaksTheCircle() throws {
        let container = SwinjectGuide.family()
        try container.validate()
        let mother = try container.resolve((any SwinjectGuide.ParentType).self)
        let daughter = try #require((mother as? SwinjectGuide.Mother)?.child as? SwinjectGuide.Daughter)
        #expect(daughter.parent === mother)
    }

    @Test func initCompletedStyleBackReference_isStillACycle() throws {
        let container = SwinjectGuide.familyWithPropertyInjection()
        let error = #expect(throws: ResolutionError.self) {
            try container.resolve((any SwinjectGuide.ParentType).self)
        }
        #expect(
            error?.summary
                == "dependency cycle: SwinjectGuide.ParentType → SwinjectGuide.ChildType → SwinjectGuide.ParentType"
        )
    }

    @Test func onResolved_injectsPropertiesAndCallsMethods() throws {
        let container = SwinjectGuide.reporting()
        let reporter = try container.resolve(SwinjectGuide.Reporter.self)
        #expect(reporter.logger === (try container.resolve(SwinjectGuide.Logger.self)))
        #expect(reporter.title == "Daily report")
    }

    @Test func alias_forwardsEveryTypeToOneInstance() throws {
        let container = SwinjectGuide.forwarded()
        let hound = try container.resolve(SwinjectGuide.Wolfhound.self)
        #expect(try container.resolve((any SwinjectGuide.Animal).self) === hound)
        #expect(try container.resolve((any SwinjectGuide.Carnivore).self) === hound)
        #expect(try container.resolve((any SwinjectGuide.Domesticated).self) === hound)
    }

    @Test func child_seesTheParent_notTheReverse() throws {
        let (parent, child) = SwinjectGuide.hierarchy()
        let owner = try child.resolve(SwinjectGuide.PetOwner.self)
        #expect(owner.pet === (try parent.resolve((any SwinjectGuide.Animal).self)))
        #expect(throws: ResolutionError.self) { try parent.resolve(SwinjectGuide.PetOwner.self) }
    }

    @Test func assemblies_becomeRegistrationGroups() throws {
        let container = try SwinjectGuide.assembled()
        let manager = try container.resolve(SwinjectGuide.FooManager.self)
        #expect(manager.service === (try container.resolve((any SwinjectGuide.FooService).self)))
    }

    @Test func container_isThreadSafe_withoutSynchronize() async throws {
        let container = SwinjectGuide.shop(sessions: .singleton)
        let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<32 {
                group.addTask { ObjectIdentifier(try container.resolve(SwinjectGuide.Session.self)) }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
    }
}

/// The generated component: the same graph, checked when the target builds.
struct SwinjectGuideComponentTests {
    @Test func component_buildsTheGraph_withoutLookups() {
        let shop = SutureSwinjectGuidePetShop()
        #expect(shop.keeper.pet.name == "Mimi")
        #expect(shop.keeper.pet === shop.keeper.pet)
        #expect(shop.walker.dog.name == "Hachi")
        let pony = shop.pony(name: "Spirit", running: true)
        #expect(pony.name == "Spirit")
        #expect(pony.running)
        #expect(pony.keeper.pet === shop.keeper.pet)
    }
}

/// A fresh container per test, as the guide's testing section shows.
@Suite(
    .container {
        Register((any SwinjectGuide.Animal).self) { _ in SwinjectGuide.Cat(name: "Mimi") }
        Register(SwinjectGuide.PetOwner.self, using: SwinjectGuide.PetOwner.init(pet:))
    }
)
struct PetOwnerTests {
    @Test func ownsTheCat() throws {
        let owner = try Container.current.resolve(SwinjectGuide.PetOwner.self)
        #expect(owner.pet is SwinjectGuide.Cat)
    }

    @Test(.overriding { Register((any SwinjectGuide.Animal).self) { _ in SwinjectGuide.Dog(name: "Rex") } })
    func ownsTheDog() throws {
        let owner = try Container.current.resolve(SwinjectGuide.PetOwner.self)
        #expect(owner.pet.name == "Rex")
    }
}
