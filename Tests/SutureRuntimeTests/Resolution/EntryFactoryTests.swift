import Testing

@testable import SutureRuntime

/// Where an entry keeps its factory: a factory from the resolver as given, one that takes runtime arguments aside.
@Suite struct EntryFactoryTests {
    let container = Container {
        Register(String.self) { _ in "loaf" }
        Register(String.self, named: "numbered") { (_, number: Int) in "loaf \(number)" }
        Register(Int.self) { (_, grams: Int) in grams }.alias(Double.self) { Double($0) / 1000 }
        Register(Bool.self) { _ in true }.alias(Int8.self) { $0 ? 1 : 0 }
    }

    var resolver: Resolver { Resolver(container: container, requesterIsolation: nil) }

    func entry(named name: String?) throws -> TypedEntry<String> {
        try #require(container.localEntry(for: String.self, qualifier: .optional(named: name)) as? TypedEntry<String>)
    }

    @Test func aFactoryFromTheResolver_isTheEntrysOwn_withNoRareFields() throws {
        let entry = try entry(named: nil)
        #expect(entry.rareFields == nil)
        #expect(try entry.factory(resolver) == "loaf")
    }

    @Test func aFactoryFromArguments_isKeptInTheRareFields_andACopyOfTheEntryKeepsIt() throws {
        let entry = try entry(named: "numbered")
        let copy = try #require(entry.madeAgain() as? TypedEntry<String>)
        #expect(entry.rareFields != nil)
        #expect(try entry.buildFromArguments(resolver, arguments: _RuntimeArguments(3)) == "loaf 3")
        #expect(try copy.buildFromArguments(resolver, arguments: _RuntimeArguments(4)) == "loaf 4")
        #expect(try container.resolve(String.self, named: "numbered", arguments: 5) == "loaf 5")
    }

    @Test func theOwnFactoryOfABindingBuiltFromArguments_answersAsARequestWithoutArgumentsDoes() throws {
        let entry = try entry(named: "numbered")
        let error = #expect(throws: ResolutionError.self) { try entry.factory(resolver) }
        let request = #expect(throws: ResolutionError.self) { try container.resolve(String.self, named: "numbered") }
        #expect(
            error?.description == """
                String named "numbered" takes runtime arguments (Int) but was resolved without arguments
                  registered at: SutureRuntimeTests/EntryFactoryTests.swift:9
                  fix: resolve it with resolve(String.self, named: "numbered", arguments: ...) passing (Int), \
                in that order
                """
        )
        #expect(error?.description == request?.description)
    }

    @Test func anAlias_takesRuntimeArgumentsExactlyWhenItsBindingDoes() throws {
        #expect(try container.resolve(Double.self, arguments: 1500) == 1.5)
        #expect(try container.resolve(Int8.self) == 1)
        #expect(throws: ResolutionError.self) { try container.resolve(Double.self) }
        #expect(throws: ResolutionError.self) { try container.resolve(Int8.self, arguments: 1) }
    }
}
