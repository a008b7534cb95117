import Dependencies
import SutureDependencies
import Testing

@Suite struct CurrentDependencyTests {
    @Test func aKeySwiftDependenciesServes_isReadWhereTheBindingIsBuilt() {
        let kitchen = SutureKitchenServices()

        let overridden = withDependencies {
            $0.oven = OvenClient(temperature: { 250 })
        } operation: {
            kitchen.baker.heat()
        }
        let live = withDependencies {
            $0.context = .live
        } operation: {
            kitchen.baker.heat()
        }
        let test = kitchen.baker.heat()

        #expect(overridden == 250)
        #expect(live == 220)
        #expect(test == 0)
    }
}
