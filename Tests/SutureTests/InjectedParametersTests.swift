import Suture
import Testing

// MARK: Fixtures: real types with the real macro

protocol Hearth: Sendable {
    var name: String { get }
}

struct StoneHearth: Hearth {
    let name = "stone"
}

struct Leaven: Sendable, Equatable {
    let grain: String
}

struct DeliveryVan: Sendable {
    let plate: String
}

final class Boulangerie: Sendable {
    let oven: any Hearth
    let starter: Leaven

    @InjectedParameters
    init(oven: any Hearth, starter: Leaven) {
        self.oven = oven
        self.starter = starter
    }

    @InjectedParameters(ignoring: "loaves")
    func bake(loaves: Int = 1, in oven: any Hearth) -> String {
        "\(loaves) in the \(oven.name) oven"
    }

    @InjectedParameters(strategy: .byName, ignoring: "loaves")
    static func mix(loaves: Int, rye: Leaven, wheat: Leaven) -> String {
        "\(loaves): \(rye.grain) and \(wheat.grain)"
    }
}

struct SourdoughFormula {
    let rye: Leaven
    let wheat: Leaven

    @InjectedParameters(strategy: .byName)
    init(rye: Leaven, wheat: Leaven) {
        self.rye = rye
        self.wheat = wheat
    }
}

enum CrustStyle: Equatable {
    case crisp(String)

    @InjectedParameters
    init(oven: any Hearth) {
        self = .crisp(oven.name)
    }
}

actor Courier {
    let van: DeliveryVan

    @InjectedParameters
    init(van: DeliveryVan) {
        self.van = van
    }

    @InjectedParameters(ignoring: "order")
    func deliver(order: String, by van: DeliveryVan) async throws -> String {
        await Task.yield()
        return "\(order) by \(van.plate)"
    }
}

struct TallyCounter {
    var total = 0

    @InjectedParameters(ignoring: "amount")
    mutating func add(amount: Int, @Named("bonus") bonus: Int) {
        total += amount + bonus
    }
}

struct LabelShelf {
    let labels: [String]
}

extension LabelShelf {
    @InjectedParameters(ignoring: "value")
    static func label<Value: CustomStringConvertible>(_ value: Value, starter: Leaven) -> String {
        starter.grain + ":" + value.description
    }

    @InjectedParameters
    init(starter: Leaven) {
        self.init(labels: [starter.grain])
    }
}

final class ShopSign {
    let sign: String

    init(sign: String) {
        self.sign = sign
    }
}

extension ShopSign {
    @InjectedParameters
    convenience init(starter: Leaven, oven: any Hearth) {
        self.init(sign: "\(starter.grain) from the \(oven.name) oven")
    }
}

/// A mill whose flour may come from an async factory (`AsyncRegister`), which only an async overload can await.
struct Mill {
    let flour: Leaven

    @InjectedParameters
    init(flour: Leaven) async {
        await Task.yield()
        self.flour = flour
    }

    @InjectedParameters(strategy: .byName, ignoring: "sacks")
    static func grind(sacks: Int, flour: Leaven) async -> String {
        "\(sacks) sacks of \(flour.grain)"
    }
}

@MainActor
final class ShopWindow {
    let title: String

    @InjectedParameters(ignoring: "suffix")
    init(starter: Leaven, suffix: String = "!") {
        title = starter.grain + suffix
    }
}

struct PickupOrder {
    let customer: String
    let oven: any Hearth

    @InjectedParameters
    init(@Argument customer: String, oven: any Hearth) {
        self.customer = customer
        self.oven = oven
    }
}

class Proofer {
    let minutes: Int

    @InjectedParameters
    init?(starter: Leaven) {
        guard starter.grain != "none" else { return nil }
        minutes = starter.grain.count
    }

    @InjectedParameters(ignoring: "extra")
    init!(extra: Int, hearth: any Hearth) {
        minutes = extra + hearth.name.count
    }

    @InjectedParameters(ignoring: "body")
    func repeatEach(body: (String) throws -> Void, starter: Leaven) rethrows {
        try body(starter.grain)
    }

    @InjectedParameters
    @discardableResult
    class func rest(starter: Leaven) throws(ProofingError) -> Int {
        guard starter.grain != "none" else { throw ProofingError.flat }
        return starter.grain.count
    }

    @InjectedParameters
    nonisolated func timer<Unit: BinaryInteger>(hearth: any Hearth) -> Unit where Unit: Sendable {
        Unit(hearth.name.count)
    }

    /// A generic thrown type, named by the kept `body` too: the overload throws any error and still infers it.
    @InjectedParameters(ignoring: "body")
    func attempt<Failure: Error>(body: (String) throws(Failure) -> Int, starter: Leaven) throws(Failure) -> Int {
        try body(starter.grain)
    }

    /// A parameter pack, kept and forwarded as `repeat each`.
    @InjectedParameters(ignoring: "values")
    static func count<each Value>(_ values: repeat each Value, starter: Leaven) -> String {
        var count = 0
        for _ in repeat each values { count += 1 }
        return "\(count) and \(starter.grain)"
    }
}

class Announcer {
    @InjectedParameters
    func announce(starter: Leaven) -> String {
        "base: \(starter.grain)"
    }
}

final class LoudAnnouncer: Announcer {
    override func announce(starter: Leaven) -> String {
        "LOUD: \(starter.grain)"
    }
}

enum ProofingError: Error {
    case flat
}

@InjectedParameters(ignoring: "greeting")
func greetBaker(_ greeting: String, starter: Leaven) throws -> String {
    "\(greeting), \(starter.grain)"
}

// MARK: Tests

@Suite struct InjectedParametersTests {
    let container = Container {
        Register((any Hearth).self) { _ in StoneHearth() }
        Register(Leaven.self) { _ in Leaven(grain: "spelt") }
        Register(Leaven.self, named: "rye") { _ in Leaven(grain: "rye") }
        Register(Leaven.self, named: "wheat") { _ in Leaven(grain: "wheat") }
        Register(DeliveryVan.self) { _ in DeliveryVan(plate: "SU-7") }
        Register(Int.self, named: "bonus") { _ in 10 }
    }

    @Test func byType_classInitializer_resolvesEveryParameter() throws {
        let bakery = try container.withCurrent { try Boulangerie() }
        #expect(bakery.oven.name == "stone")
        #expect(bakery.starter == Leaven(grain: "spelt"))
    }

    @Test func byName_structInitializer_resolvesEachParameterUnderItsName() throws {
        let recipe = try container.withCurrent { try SourdoughFormula() }
        #expect(recipe.rye == Leaven(grain: "rye"))
        #expect(recipe.wheat == Leaven(grain: "wheat"))
    }

    @Test func byName_staticFunction_keepsTheIgnoredParameter() throws {
        let mixed = try container.withCurrent { try Boulangerie.mix(loaves: 2) }
        #expect(mixed == "2: rye and wheat")
    }

    @Test func ignoredParameter_keepsItsDefaultValue() throws {
        let bakery = Boulangerie(oven: StoneHearth(), starter: Leaven(grain: "emmer"))
        let (defaulted, passed) = try container.withCurrent { (try bakery.bake(), try bakery.bake(loaves: 3)) }
        #expect(defaulted == "1 in the stone oven")
        #expect(passed == "3 in the stone oven")
    }

    @Test func originalDeclaration_staysTheOneCalledWithEveryArgument() {
        let bakery = Boulangerie(oven: StoneHearth(), starter: Leaven(grain: "emmer"))
        #expect(bakery.bake(loaves: 2, in: StoneHearth()) == "2 in the stone oven")
        #expect(bakery.starter == Leaven(grain: "emmer"))
    }

    @Test func enumInitializer_delegatesToTheOriginal() throws {
        let crust = try container.withCurrent { try CrustStyle() }
        #expect(crust == .crisp("stone"))
    }

    @Test func actor_asyncFunction_resolvesAndAwaitsTheOriginal() async throws {
        let delivery = try container.withCurrent { try Courier() }
        let receipt = try await container.withCurrent { try await delivery.deliver(order: "two loaves") }
        #expect(receipt == "two loaves by SU-7")
    }

    @Test func mutatingFunction_withNamedParameter_resolvesUnderTheAttributeName() throws {
        var counter = TallyCounter()
        try container.withCurrent { try counter.add(amount: 1) }
        #expect(counter.total == 11)
    }

    @Test func extension_genericStaticFunction_keepsTheGenericParameter() throws {
        let label = try container.withCurrent { try LabelShelf.label(42) }
        #expect(label == "spelt:42")
        let shelf = try container.withCurrent { try LabelShelf() }
        #expect(shelf.labels == ["spelt"])
    }

    @Test func extensionOfAClass_convenienceInitializer_resolvesItsParameters() throws {
        let storefront = try container.withCurrent { try ShopSign() }
        #expect(storefront.sign == "spelt from the stone oven")
    }

    @MainActor
    @Test func mainActorClass_initializer_isIsolatedLikeTheOriginal() throws {
        let window = try container.withCurrent { try ShopWindow() }
        #expect(window.title == "spelt!")
        let custom = try container.withCurrent { try ShopWindow(suffix: "?") }
        #expect(custom.title == "spelt?")
    }

    @Test func argumentParameter_isAlwaysPassedByTheCaller() throws {
        let order = try container.withCurrent { try PickupOrder(customer: "Ada") }
        #expect(order.customer == "Ada")
        #expect(order.oven.name == "stone")
    }

    @Test func globalFunction_resolvesWithoutSelf() throws {
        let greeting = try container.withCurrent { try greetBaker("Hello") }
        #expect(greeting == "Hello, spelt")
    }

    @Test func localType_initializerAndMethod_resolveTheirParameters() throws {
        struct Label {
            let text: String

            @InjectedParameters
            init(starter: Leaven) {
                text = starter.grain
            }

            @InjectedParameters(ignoring: "count")
            func describe(count: Int, starter: Leaven) -> String {
                "\(count) × \(text) and \(starter.grain)"
            }
        }
        let description = try container.withCurrent { try Label().describe(count: 2) }
        #expect(description == "2 × spelt and spelt")
    }

    @Test func failableInitializers_rethrowsAndTypedThrows_compileAndResolve() throws {
        let proofer = try #require(try container.withCurrent { try Proofer() })
        #expect(proofer.minutes == 5)
        let forced: Proofer = try container.withCurrent { try Proofer(extra: 1) }
        #expect(forced.minutes == 6)
        var grains: [String] = []
        try container.withCurrent { try proofer.repeatEach { grains.append($0) } }
        #expect(grains == ["spelt"])
        let rested = try container.withCurrent { try Proofer.rest() }
        #expect(rested == 5)
        let timer: UInt8 = try container.withCurrent { try proofer.timer() }
        #expect(timer == 5)
    }

    @Test func genericThrownType_namedByAKeptParameter_isInferredThroughIt() throws {
        let proofer = try #require(try container.withCurrent { try Proofer() })
        let length = try container.withCurrent {
            try proofer.attempt { (grain: String) throws(ProofingError) in grain.count }
        }
        #expect(length == 5)
        #expect(throws: ProofingError.flat) {
            try container.withCurrent {
                try proofer.attempt { (_: String) throws(ProofingError) -> Int in throw .flat }
            }
        }
    }

    @Test func parameterPack_isForwardedWithRepeatEach() throws {
        let text = try container.withCurrent { try Proofer.count(1, "two", 3.0) }
        #expect(text == "3 and spelt")
    }

    @Test func overridingMethod_isReachedThroughTheSuperclassOverload() throws {
        let announcer: Announcer = LoudAnnouncer()
        let announcement = try container.withCurrent { try announcer.announce() }
        #expect(announcement == "LOUD: spelt")
    }

    @Test func missingBinding_isThrownAsResolutionError() throws {
        let empty = Container {}
        let error = try #require(throws: ResolutionError.self) {
            try empty.withCurrent { try Boulangerie() }
        }
        #expect(
            error.description == """
                no binding for Hearth
                  fix: register it, e.g. Register(Hearth.self) { r in ... }, or ask for Hearth? where it may be absent
                """
        )
    }

    @Test func missingNamedBinding_isThrownWithTheParameterName() throws {
        let onlyRye = Container {
            Register(Leaven.self, named: "rye", fileID: "Bakery/Leavens.swift", line: 12) { _ in Leaven(grain: "rye") }
        }
        let error = try #require(throws: ResolutionError.self) {
            try onlyRye.withCurrent { try SourdoughFormula() }
        }
        #expect(
            error.description == """
                no binding for Leaven named "wheat"
                  did you mean: Leaven named "rye" (registered at Bakery/Leavens.swift:12)?
                  fix: register it, e.g. Register(Leaven.self, named: "wheat") { r in ... }, \
                or ask for Leaven? where it may be absent
                """
        )
    }

    @Test func asyncOverloads_awaitAsyncFactories() async throws {
        let milled = Container {
            AsyncRegister(Leaven.self) { _ in
                await Task.yield()
                return Leaven(grain: "milled")
            }
            AsyncRegister(Leaven.self, named: "flour") { _ in Leaven(grain: "stone-ground") }
        }
        let mill = try await milled.withCurrent { try await Mill() }
        #expect(mill.flour == Leaven(grain: "milled"))
        let ground = try await milled.withCurrent { try await Mill.grind(sacks: 2) }
        #expect(ground == "2 sacks of stone-ground")
    }

    @Test func synchronousOverload_cannotReachAnAsyncFactory_andThrows() throws {
        let milled = Container {
            AsyncRegister(Leaven.self) { _ in Leaven(grain: "milled") }
            Register((any Hearth).self) { _ in StoneHearth() }
        }
        #expect(throws: ResolutionError.self) {
            try milled.withCurrent { try Boulangerie() }
        }
    }

    @Test func missingBinding_inAnAsyncFunction_isThrown() async throws {
        let onlyHearth = Container {
            Register((any Hearth).self) { _ in StoneHearth() }
        }
        let delivery = Courier(van: DeliveryVan(plate: "SU-1"))
        let error = try await #require(throws: ResolutionError.self) {
            try await onlyHearth.withCurrent { try await delivery.deliver(order: "one loaf") }
        }
        #expect(
            error.description == """
                no binding for DeliveryVan
                  fix: register it, e.g. Register(DeliveryVan.self) { r in ... }, \
                or ask for DeliveryVan? where it may be absent
                """
        )
    }
}
