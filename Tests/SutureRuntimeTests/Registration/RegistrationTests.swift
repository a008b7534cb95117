import Testing

@testable import SutureRuntime

/// Where a container gets a registration's entries: shared when they keep no instance, fresh otherwise.
@Suite struct RegistrationTests {
    static let registrations = Registrations {
        Register(Thermometer.self) { _ in Thermometer() }
        Register(StoneOven.self) { r in StoneOven(thermometer: try r.resolve()) }.alias((any Oven).self) { $0 }
        Register(Baker.self) { r in Baker(oven: try r.resolve()) }.scope(.singleton).alias(Widget.self) { _ in Widget() }
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
}
