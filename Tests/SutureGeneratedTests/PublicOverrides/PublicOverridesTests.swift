import Suture
import Testing

/// A public component whose graph holds internal types: its `Overrides` is internal, and still replaces them.
struct PublicOverridesTests {
    @Test func publicComponent_isOverriddenWithItsInternalTypes() {
        let canteen = SutureCanteen(overrides: .init(stove: { Stove(label: "induction") }))
        #expect(canteen.cook.stoveLabel == "induction")
        #expect(SutureCanteen().cook.stoveLabel == "gas")
    }
}
