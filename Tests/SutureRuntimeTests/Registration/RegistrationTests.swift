import Testing

@testable import SutureRuntime

/// Where a container gets a registration's entries: shared when they keep no instance, fresh otherwise.
@Suite struct RegistrationTests {
    static let registrations = Registrations {
        Register(Thermometer.self) { _ in Thermometer() }
        Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }.alias((any Oven).self) { $0 }
        Register(Baker.self) { r in Baker(oven: try r.resolve()) }.scope(.singleton).alias(Widget.self) { _ in Widget()
        }
        Register(Till.self) { _ in Till() }.eager()
    }

    /// Whether both containers hold the same entry object for `type`.
    static func shareEntry(_ first: Container, _ second: Container, for type: any Any.Type) -> Bool {
        guard let one = first.localEntry(for: type, qualifier: nil),
            let other = second.localEntry(for: type, qualifier: nil)
        else { return false }
        return one === other
    }

    @Test func twoContainersOfOneRegistration_shareTheEntriesThatKeepNoInstance() {
        let first = Container(Self.registrations)
        let second = Container(Self.registrations)
        #expect(Self.shareEntry(first, second, for: Thermometer.self))
        #expect(Self.shareEntry(first, second, for: StoneOven.self))
        #expect(Self.shareEntry(first, second, for: (any Oven).self))
    }

    @Test func twoContainersOfOneRegistration_keepTheirOwnInstances() throws {
        let first = Container(Self.registrations)
        let second = Container(Self.registrations)
        #expect(!Self.shareEntry(first, second, for: Baker.self))
        #expect(!Self.shareEntry(first, second, for: Widget.self))
        #expect(!Self.shareEntry(first, second, for: Till.self))
        #expect(try first.resolve(Baker.self) !== second.resolve(Baker.self))
        #expect(try first.resolve(Till.self) !== second.resolve(Till.self))
        #expect(try first.resolve(Baker.self) === first.resolve(Baker.self))
    }

    @Test func aRegistrationThatKeepsInstances_handsItsEntriesToOneContainer_andCopiesToEveryOther() throws {
        let registration = Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            .scope(.singleton)
            .alias(Widget.self) { _ in Widget() }
            .registration
        let taken = (0..<3).map { _ in registration.entriesForContainer() }

        #expect(taken[0].primary !== taken[1].primary)
        #expect(taken[1].primary !== taken[2].primary)
        #expect(taken[0].primary !== taken[2].primary)
        // Each copy's alias hands out its own copy's instance.
        for entries in taken {
            #expect(try #require(entries.aliases.first?.aliasSource).primary === entries.primary)
        }
    }

    @Test func aRegistrationWithoutAnOverriddenAlias_sharesTheTakingWithTheOriginal() {
        let registration = Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            .scope(.singleton)
            .alias(Widget.self) { _ in Widget() }
            .registration
        let withoutAlias = registration.removingAliases([AnyDependencyKey(Widget.self)])

        let original = registration.entriesForContainer()
        let filtered = withoutAlias.entriesForContainer()
        #expect(original.primary !== filtered.primary)
        #expect(original.aliases.count == 1)
        #expect(filtered.aliases.isEmpty)
    }
}
