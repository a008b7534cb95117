import SutureRuntime
import Testing

/// Containers of thousands of keys: every key still finds its own binding, and a duplicate among them is
/// reported once, with its sites, as in a small container.
@Suite struct ContainerSizeTests {
    static let nameCount = 5_000

    @Test func manyNamesOfOneType_eachResolvesToItsOwnBinding() throws {
        let container = Container {
            for index in 0..<Self.nameCount {
                Register(Starter.self, named: "starter-\(index)") { _ in Starter(grain: "grain-\(index)") }
            }
        }
        for index in 0..<Self.nameCount {
            #expect(try container.resolve(Starter.self, named: "starter-\(index)") == Starter(grain: "grain-\(index)"))
        }
        #expect(container.validationProblems().isEmpty)
        #expect(container.registeredKeys.count == Self.nameCount)
        #expect(!container.hasBinding(for: Starter.self))
        #expect(!container.hasBinding(for: Starter.self, named: "starter-\(Self.nameCount)"))
    }

    @Test func duplicateAmongManyNames_isReportedOnceWithBothSites() throws {
        let line = #line
        let container = Container {
            for index in 0..<Self.nameCount {
                Register(Starter.self, named: "starter-\(index)") { _ in Starter(grain: "grain-\(index)") }  // line + 3
            }
            Register(Starter.self, named: "starter-2500") { _ in Starter(grain: "again") }  // line + 5
        }
        let expected = """
            Starter named "starter-2500" is registered 2 times in one container
              registered at: \(site(line + 3)), \(site(line + 5))
              fix: keep one of them; to replace a binding, register the new one in container.overriding { ... }
            """
        let resolveError = try #require(throws: ResolutionError.self) {
            try container.resolve(Starter.self, named: "starter-2500")
        }
        #expect(resolveError.description == expected)
        let validationError = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(validationError.description == "1 problem in the container:\n\n" + expected)
        for index in [0, 2_499, 2_501, Self.nameCount - 1] {
            #expect(try container.resolve(Starter.self, named: "starter-\(index)") == Starter(grain: "grain-\(index)"))
        }
    }

    @Test func manyNamesWithAliases_eachAliasAnswersUnderItsName() throws {
        let container = Container {
            for index in 0..<Self.nameCount {
                Register(Recipe.self, named: "recipe-\(index)") { _ in Recipe(name: "recipe \(index)") }
                    .alias((any CustomStringConvertible).self) { $0.name }
            }
        }
        for index in stride(from: 0, to: Self.nameCount, by: 97) {
            let alias = try container.resolve((any CustomStringConvertible).self, named: "recipe-\(index)")
            #expect(alias.description == "recipe \(index)")
        }
        #expect(container.validationProblems().isEmpty)
    }

    @Test func thousandDistinctTypes_eachResolvesToItsOwnBinding() throws {
        let types = DigitTriple.allTypes
        let container = Container {
            for type in types {
                type.registration
            }
        }
        #expect(Set(types.map { ObjectIdentifier($0) }).count == 1_000)
        for (number, type) in types.enumerated() {
            #expect(try type.resolveNumber(in: container) == number)
        }
        #expect(container.validationProblems().isEmpty)
    }

    @Test func duplicateAmongThousandDistinctTypes_isReportedOnceWithBothSites() throws {
        let types = DigitTriple.allTypes
        let line = #line
        let container = Container {
            for type in types {
                type.registration
            }
            Register(Triple<Digit4, Digit0, Digit7>.self) { _ in Triple(number: -1) }  // line + 5
        }
        let expected = """
            Triple<Digit4, Digit0, Digit7> is registered 2 times in one container
              registered at: \(DigitTriple.registrationSite), \(site(line + 5))
              fix: keep one of them; to replace a binding, register the new one in container.overriding { ... }
            """
        let resolveError = try #require(throws: ResolutionError.self) {
            try container.resolve(Triple<Digit4, Digit0, Digit7>.self)
        }
        #expect(resolveError.description == expected)
        let validationError = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(validationError.description == "1 problem in the container:\n\n" + expected)
        #expect(try Triple<Digit4, Digit0, Digit6>.resolveNumber(in: container) == 406)
        #expect(try Triple<Digit4, Digit0, Digit8>.resolveNumber(in: container) == 408)
    }
}

/// A decimal digit as a type, so that three of them name one of 1,000 distinct types.
protocol Digit: Sendable {}
enum Digit0: Digit {}
enum Digit1: Digit {}
enum Digit2: Digit {}
enum Digit3: Digit {}
enum Digit4: Digit {}
enum Digit5: Digit {}
enum Digit6: Digit {}
enum Digit7: Digit {}
enum Digit8: Digit {}
enum Digit9: Digit {}

/// What every `Triple` offers, so a list of them can be registered and resolved without naming each one.
protocol NumberedType {
    static var registration: Registration { get }
    static func resolveNumber(in container: Container) throws -> Int
}

/// One of 1,000 distinct types: `Triple<Digit1, Digit2, Digit3>` is number 123.
struct Triple<Hundreds: Digit, Tens: Digit, Units: Digit>: NumberedType, Sendable {
    let number: Int

    static var registration: Registration {
        let number =
            DigitTriple.number(of: Hundreds.self) * 100 + DigitTriple.number(of: Tens.self) * 10
            + DigitTriple.number(of: Units.self)
        return Register(Triple.self, line: DigitTriple.registrationLine) { _ in Triple(number: number) }.registration
    }

    static func resolveNumber(in container: Container) throws -> Int {
        try container.resolve(Triple.self).number
    }
}

/// Lists the 1,000 `Triple` types in order.
enum DigitTriple {
    static let digits: [any Digit.Type] = [
        Digit0.self, Digit1.self, Digit2.self, Digit3.self, Digit4.self,
        Digit5.self, Digit6.self, Digit7.self, Digit8.self, Digit9.self,
    ]

    /// The line every `Triple` registration reports as its site.
    static let registrationLine = 1

    /// How that site reads in a message.
    static var registrationSite: String { site(registrationLine) }

    /// Number 0 to 999.
    static var allTypes: [any NumberedType.Type] {
        digits.flatMap { hundreds in
            digits.flatMap { tens in
                digits.map { units in triple(hundreds, tens, units) }
            }
        }
    }

    static func number(of digit: any Digit.Type) -> Int {
        digits.firstIndex { $0 == digit } ?? -1
    }

    private static func triple<Hundreds: Digit, Tens: Digit, Units: Digit>(
        _ hundreds: Hundreds.Type,
        _ tens: Tens.Type,
        _ units: Units.Type
    ) -> any NumberedType.Type {
        Triple<Hundreds, Tens, Units>.self
    }
}
