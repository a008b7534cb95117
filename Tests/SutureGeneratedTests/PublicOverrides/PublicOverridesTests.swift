import Suture
import Testing

/// A public component whose graph holds internal and package types: its `Overrides` is public, and in the module
/// it still replaces them all (`Tests/SuturePublicOverridesTests` replaces the public ones from another module).
struct PublicOverridesTests {
    @Test func publicComponent_isOverriddenWithItsInternalTypesInItsModule() {
        let canteen = SutureCanteen(overrides: .init(stove: { Stove(label: "induction") }))
        #expect(canteen.cook.stoveLabel == "induction")
        #expect(SutureCanteen().cook.stoveLabel == "gas")
    }

    @Test func publicComponent_picksTheInitializerOfEachLevel() {
        let spiced = SutureCanteen(overrides: .init(spice: { Spice(name: "pepper") }))
        let everything = SutureCanteen(
            overrides: .init(cook: nil, menu: nil, spice: { Spice(name: "thyme") }, stove: { Stove(label: "wood") }))
        #expect(spiced.cook.spiceName == "pepper")
        #expect(everything.cook.spiceName == "thyme")
        #expect(everything.cook.stoveLabel == "wood")
        #expect(SutureCanteen(overrides: .init()).cook.dish == "soup")
    }
}
