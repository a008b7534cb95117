import Testing

@testable import SutureGraph

/// Two things that would show one name are told apart by a number, in the order they are taken.
struct SetNumberedNameTests {
    @Test func aNameTakenAgain_getsTheNextFreeNumber() {
        var taken: Set<String> = ["Oven#2"]
        let names = ["Oven", "Oven", "Oven", "Mixer"].map { taken.insertNumbered($0) }
        #expect(names == ["Oven", "Oven#3", "Oven#4", "Mixer"])
        #expect(taken == ["Oven", "Oven#2", "Oven#3", "Oven#4", "Mixer"])
    }
}
