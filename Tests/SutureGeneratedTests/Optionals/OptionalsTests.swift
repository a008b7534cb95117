import Suture
import Testing

/// Bindings of optional type in a generated component: a bound instance `String?` and a provider of `GreetingLog?`
/// answer requests for them as they are, and a container agrees.
struct OptionalsTests {
    @Test func anOptionalBoundInstance_isReadAsGiven() {
        let greeting = SutureGreeting(name: "baz")
        #expect(greeting.name == "baz")
        #expect(greeting.greeter.name == "baz")
    }

    @Test func anOptionalBoundInstance_givenNil_isNil() {
        let greeting = SutureGreeting(name: nil)
        #expect(greeting.name == nil)
        #expect(greeting.greeter.name == nil)
    }

    @Test func aProviderOfAnOptional_answersTheOptionalRequest() {
        #expect(SutureGreeting(name: nil).auditor.log?.prefix == "audit")
    }

    @Test func aContainer_answersTheSameRequestsTheSameWay() throws {
        let container = Container { OptionalsRegistrations.registrations }
        #expect(try container.resolve(GreetingAuditor.self).log?.prefix == "audit")
        #expect(try container.resolve(Greeter.self).name == nil)
    }
}
