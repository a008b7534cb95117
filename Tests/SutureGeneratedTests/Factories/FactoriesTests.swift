import Suture
import Testing

/// Assisted factories in a generated component: a dependency spelled `(String, Int) -> Vase` builds a new `Vase`
/// from the runtime arguments on every call, with its other dependencies from the graph; a container agrees.
struct FactoriesTests {
    @Test func aFactory_buildsANewValueFromItsArgumentsOnEveryCall() {
        let pottery = SutureStudio().pottery
        let tall = pottery.makeVase("celadon", 40)
        let short = pottery.makeVase("tenmoku", 12)
        #expect((tall.glaze, tall.height) == ("celadon", 40))
        #expect((short.glaze, short.height) == ("tenmoku", 12))
        #expect(tall !== pottery.makeVase("celadon", 40))
    }

    @Test func aFactory_sharesTheScopedDependenciesOfItsComponent() {
        let studio = SutureStudio()
        #expect(studio.pottery.makeVase("celadon", 40).kiln === studio.vaseFactory("tenmoku", 12).kiln)
        #expect(studio.pottery.makeVase("celadon", 40).kiln !== SutureStudio().vaseFactory("celadon", 40).kiln)
    }

    @Test func aThrowingFactory_passesOnTheError() throws {
        let pottery = SutureStudio().pottery
        #expect(try pottery.makeTile("herringbone").pattern == "herringbone")
        #expect(throws: CrackedClay()) { try pottery.makeTile("") }
    }

    @Test func aContainer_handsOutTheSameFactories() throws {
        let container = Container { FactoriesRegistrations.registrations }
        let pottery = try container.resolve(Pottery.self)
        #expect(pottery.makeVase("celadon", 40).height == 40)
        #expect(pottery.makeVase("celadon", 40).kiln === pottery.makeVase("tenmoku", 12).kiln)
        #expect(throws: ResolutionError.self) { try pottery.makeTile("") }
        #expect(try pottery.makeTile("basketweave").pattern == "basketweave")
    }
}
