import Suture
import Testing

/// The strict golden behaves as written; `SutureStrictTests` compiles the same files with every strict setting.
struct StrictTests {
    @Test func theGeneratedComponent_wiresEveryShapeOfProtocolDependency() {
        let application = SutureStrictApplication()
        let service = application.service
        #expect(service.greeting() == "HELLO")
        #expect(service.handlers.map { $0.command } == ["greet"])
        #expect(service.fallback?.format("a") == "A")
        let provided = application.storeProvider.get() as? StrictMemoryStore
        #expect(provided != nil)
        #expect(provided === application.command().store as? StrictMemoryStore)
    }

    @Test func aMultibindingOfAProtocolFromOutsideTheSources_collectsItsContributions() {
        let application = SutureStrictApplication()
        #expect(application.descriptions.map(\.description) == ["6"])
        #expect(application.namedDescriptions.mapValues(\.description) == ["language": "Swift"])
    }

    @Test func aMemberwiseInitializer_takesTheDefaultsOfUnboundProperties() throws {
        var tally = SutureStrictApplication().tally
        #expect(tally.start == 1)
        #expect(tally.step == 2)
        #expect(tally.store.value(for: "greeting") != nil)
        var resolved = try Container { StrictRegistrations.registrations }.resolve(StrictTally.self)
        #expect(resolved.start == 1)
        #expect(resolved.step == 2)
    }

    @Test func aContainer_fromTheGeneratedRegistrations_agrees() throws {
        let container = Container { StrictRegistrations.registrations }
        #expect(try container.resolve(StrictService.self).greeting() == "HELLO")
    }
}
