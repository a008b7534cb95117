import SuturePublicOverrides
import Testing

/// Another module's view of a public component (`Tests/SutureGeneratedTests/PublicOverrides`, compiled as the library
/// `SuturePublicOverrides`): without `@testable import`, it replaces every key whose type it can name.
struct PublicOverridesConsumerTests {
    /// A menu of this module's own.
    private struct FakeMenu: Menu {
        var dish: String { "stew" }
    }

    @Test func publicComponent_isOverriddenFromAnotherModuleWithoutTestableImport() {
        let canteen = SutureCanteen(overrides: .init(menu: { FakeMenu() }))
        #expect(canteen.cook.dish == "stew")
        #expect(SutureCanteen().cook.dish == "soup")
    }

    @Test func packageMember_isOverriddenFromAnotherModuleOfThePackage() {
        let canteen = SutureCanteen(overrides: .init(menu: { FakeMenu() }, spice: { Spice(name: "pepper") }))
        #expect(canteen.cook.spiceName == "pepper")
        #expect(canteen.cook.dish == "stew")
    }
}
