import Suture
import Testing

/// A component whose sources declare nothing else: it returns what it was given, and its registrations group is empty.
struct BoundOnlyTests {
    @Test func theComponent_returnsItsBoundInstance() {
        #expect(SutureBoundOnlySettings(name: "Baker Street").name == "Baker Street")
    }

    @Test func theRegistrationsGroup_isEmpty() {
        #expect(BoundOnlyRegistrations.registrations.all.isEmpty)
    }
}
