import SutureRuntime
import Testing

@Suite struct QualifierTests {
    @Test func stringValue_isTheSameQualifierAsAName() throws {
        #expect(Qualifier("rye") == Qualifier.named("rye"))
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "rye") }.qualified(by: "rye")
        }
        #expect(try container.resolve(Starter.self, named: "rye") == Starter(grain: "rye"))
    }

    @Test func enumValue_qualifiesARegistrationAndARequest() throws {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "rye") }.qualified(by: Grain.rye)
            Register(Starter.self) { _ in Starter(grain: "wheat") }.qualified(by: Grain.wheat)
            Register(Starter.self) { _ in Starter(grain: "plain") }
        }
        #expect(try container.resolve(Starter.self, qualifier: Grain.rye) == Starter(grain: "rye"))
        #expect(try container.resolve(Starter.self, qualifier: Grain.wheat) == Starter(grain: "wheat"))
        #expect(try container.resolve(Starter.self) == Starter(grain: "plain"))
        #expect(throws: ResolutionError.self) { try container.resolve(Starter.self, qualifier: Grain.spelt) }
    }

    @Test func hasBinding_withAQualifierValue_answersLikeResolve() {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "rye") }.qualified(by: Grain.rye)
        }
        #expect(container.hasBinding(for: Starter.self, qualifier: Grain.rye))
        #expect(!container.hasBinding(for: Starter.self, qualifier: Grain.wheat))
        #expect(!container.hasBinding(for: Starter.self, qualifier: Flour.rye))
        #expect(!container.hasBinding(for: Starter.self))
    }

    @Test func valuesOfDifferentTypes_areDifferentQualifiers() throws {
        #expect(Qualifier(Grain.rye) != Qualifier(Flour.rye))
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "grain rye") }.qualified(by: Grain.rye)
            Register(Starter.self) { _ in Starter(grain: "flour rye") }.qualified(by: Flour.rye)
        }
        #expect(try container.resolve(Starter.self, qualifier: Grain.rye) == Starter(grain: "grain rye"))
        #expect(try container.resolve(Starter.self, qualifier: Flour.rye) == Starter(grain: "flour rye"))
    }

    @Test func numericValuesOfDifferentTypes_areDifferentQualifiers() throws {
        // The qualifier is compared by value and type, so 1 and UInt8(1) are two keys, not a duplicate.
        #expect(Qualifier(1) != Qualifier(UInt8(1)))
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "Int") }.qualified(by: 1)
            Register(Starter.self) { _ in Starter(grain: "UInt8") }.qualified(by: UInt8(1))
        }
        #expect(try container.resolve(Starter.self, qualifier: 1) == Starter(grain: "Int"))
        #expect(try container.resolve(Starter.self, qualifier: UInt8(1)) == Starter(grain: "UInt8"))
    }

    @Test func qualifierValue_wrapsAnExistingQualifierWithoutNestingIt() {
        #expect(Qualifier(Qualifier.named("rye")) == Qualifier.named("rye"))
        #expect(Qualifier(Qualifier(Grain.rye)) == Qualifier(Grain.rye))
    }

    @Test func name_isTheStringOfANamedQualifierOnly() {
        #expect(Qualifier.named("rye").name == "rye")
        #expect(Qualifier(Grain.rye).name == nil)
    }

    @Test func description_readsAsInMessages() {
        #expect(Qualifier.named("rye").description == #"named "rye""#)
        #expect(Qualifier(Grain.rye).description == "qualified by Grain.rye")
    }
}
