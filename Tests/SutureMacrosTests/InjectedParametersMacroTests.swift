import MacroTesting
import SutureMacros
import Testing

/// Expansions of `@InjectedParameters` in every context and for every supported shape.
@Suite(.macros(["InjectedParameters": InjectedParametersMacro.self]))
struct InjectedParametersMacroTests {
    // MARK: Enclosing types

    @Test func classInitializer_generatesConvenienceInit() {
        assertMacro {
            """
            final class Baker {
                let oven: Oven

                @InjectedParameters
                init(oven: Oven, starter: any Starter) {
                    self.oven = oven
                }
            }
            """
        } expansion: {
            """
            final class Baker {
                let oven: Oven
                init(oven: Oven, starter: any Starter) {
                    self.oven = oven
                }

                @_disfavoredOverload
                convenience init() throws {
                    try self.init(
                        oven: SutureRuntime.Container.current.resolve(Oven.self),
                        starter: SutureRuntime.Container.current.resolve((any Starter).self)
                    )
                }
            }
            """
        }
    }

    @Test func structInitializer_generatesDelegatingInit() {
        assertMacro {
            """
            struct Recipe {
                @InjectedParameters
                init(starter: Starter) {}
            }
            """
        } expansion: {
            """
            struct Recipe {
                init(starter: Starter) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        starter: SutureRuntime.Container.current.resolve(Starter.self)
                    )
                }
            }
            """
        }
    }

    @Test func enumInitializer_generatesDelegatingInit() {
        assertMacro {
            """
            enum Crust {
                case crisp

                @InjectedParameters
                init(oven: Oven) {
                    self = .crisp
                }
            }
            """
        } expansion: {
            """
            enum Crust {
                case crisp
                init(oven: Oven) {
                    self = .crisp
                }

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        oven: SutureRuntime.Container.current.resolve(Oven.self)
                    )
                }
            }
            """
        }
    }

    @Test func actorInitializer_generatesDelegatingInit() {
        assertMacro {
            """
            actor Delivery {
                @InjectedParameters
                init(van: Van) {}
            }
            """
        } expansion: {
            """
            actor Delivery {
                init(van: Van) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        van: SutureRuntime.Container.current.resolve(Van.self)
                    )
                }
            }
            """
        }
    }

    @Test func extensionConvenienceInitializer_staysConvenience() {
        assertMacro {
            """
            extension Storefront {
                @InjectedParameters
                public convenience init(sign: Sign) {
                    self.init(text: sign.text)
                }
            }
            """
        } expansion: {
            """
            extension Storefront {
                public convenience init(sign: Sign) {
                    self.init(text: sign.text)
                }

                @_disfavoredOverload
                public convenience init() throws {
                    try self.init(
                        sign: SutureRuntime.Container.current.resolve(Sign.self)
                    )
                }
            }
            """
        }
    }

    @Test func extensionPlainInitializer_generatesDelegatingInit() {
        assertMacro {
            """
            extension Shelf {
                @InjectedParameters
                init(starter: Starter) {
                    self.init(labels: [starter.grain])
                }
            }
            """
        } expansion: {
            """
            extension Shelf {
                init(starter: Starter) {
                    self.init(labels: [starter.grain])
                }

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        starter: SutureRuntime.Container.current.resolve(Starter.self)
                    )
                }
            }
            """
        }
    }

    @Test func nestedType_usesTheInnermostType() {
        assertMacro {
            """
            struct Bakery {
                final class Counter {
                    @InjectedParameters
                    init(till: Till) {}
                }
            }
            """
        } expansion: {
            """
            struct Bakery {
                final class Counter {
                    init(till: Till) {}

                    @_disfavoredOverload
                    convenience init() throws {
                        try self.init(
                            till: SutureRuntime.Container.current.resolve(Till.self)
                        )
                    }
                }
            }
            """
        }
    }

    @Test func globalFunction_callsWithoutSelf() {
        assertMacro {
            """
            @InjectedParameters(ignoring: "greeting")
            func greet(_ greeting: String, starter: Starter) -> String {
                greeting + starter.grain
            }
            """
        } expansion: {
            """
            func greet(_ greeting: String, starter: Starter) -> String {
                greeting + starter.grain
            }

            @_disfavoredOverload
            func greet(_ greeting: String) throws -> String {
                return try greet(
                    greeting,
                    starter: SutureRuntime.Container.current.resolve(Starter.self)
                )
            }
            """
        }
    }

    // MARK: Strategies

    @Test func byName_qualifiesByTheInternalName() {
        assertMacro {
            """
            struct Recipe {
                @InjectedParameters(strategy: .byName)
                init(with rye: Starter, _ wheat: Starter, oven: Oven) {}
            }
            """
        } expansion: {
            """
            struct Recipe {
                init(with rye: Starter, _ wheat: Starter, oven: Oven) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        with: SutureRuntime.Container.current.resolve(Starter.self, named: "rye"),
                        SutureRuntime.Container.current.resolve(Starter.self, named: "wheat"),
                        oven: SutureRuntime.Container.current.resolve(Oven.self, named: "oven")
                    )
                }
            }
            """
        }
    }

    @Test func byName_qualifiedSpellings_areRead() {
        assertMacro {
            """
            struct Recipe {
                @InjectedParameters(strategy: Suture.InjectionStrategy.byName)
                init(rye: Starter) {}

                @InjectedParameters(strategy: InjectionStrategy.byType)
                func knead(wheat: Starter) {}
            }
            """
        } expansion: {
            """
            struct Recipe {
                init(rye: Starter) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        rye: SutureRuntime.Container.current.resolve(Starter.self, named: "rye")
                    )
                }
                func knead(wheat: Starter) {}

                @_disfavoredOverload
                func knead() throws {
                    try self.knead(
                        wheat: SutureRuntime.Container.current.resolve(Starter.self)
                    )
                }
            }
            """
        }
    }

    @Test func namedParameter_usesItsQualifier_whateverTheStrategy() {
        assertMacro {
            """
            struct Recipe {
                @InjectedParameters
                init(@Named("rye") starter: Starter, @Named(Flavours.wheat) other: Starter) {}
            }
            """
        } expansion: {
            """
            struct Recipe {
                init(@Named("rye") starter: Starter, @Named(Flavours.wheat) other: Starter) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        starter: SutureRuntime.Container.current.resolve(Starter.self, named: "rye"),
                        other: SutureRuntime.Container.current.resolve(Starter.self, named: Flavours.wheat)
                    )
                }
            }
            """
        }
    }

    @Test func argumentParameter_isKeptForTheCaller() {
        assertMacro {
            """
            struct Order {
                @InjectedParameters
                init(@Argument customer: String, oven: Oven) {}
            }
            """
        } expansion: {
            """
            struct Order {
                init(@Argument customer: String, oven: Oven) {}

                @_disfavoredOverload
                init(@Argument customer: String) throws {
                    try self.init(
                        customer: customer,
                        oven: SutureRuntime.Container.current.resolve(Oven.self)
                    )
                }
            }
            """
        }
    }

    // MARK: Ignored parameters

    @Test func ignoredParameters_keepLabelsAndDefaultValues() {
        assertMacro {
            """
            final class UploadService {
                @InjectedParameters(ignoring: "file", "attributes")
                func upload(
                    file: URL,
                    convertedWith attributes: ImageAttributes = [],
                    processor: ImageProcessor
                ) async throws -> Receipt {
                    Receipt()
                }
            }
            """
        } expansion: {
            """
            final class UploadService {
                func upload(
                    file: URL,
                    convertedWith attributes: ImageAttributes = [],
                    processor: ImageProcessor
                ) async throws -> Receipt {
                    Receipt()
                }

                @_disfavoredOverload
                func upload(file: URL, convertedWith attributes: ImageAttributes = []) async throws -> Receipt {
                    return try await self.upload(
                        file: file,
                        convertedWith: attributes,
                        processor: try await SutureRuntime.Container.current.resolveAsync(ImageProcessor.self)
                    )
                }
            }
            """
        }
    }

    @Test func ignoredInoutAndAutoclosure_areForwardedAsSuch() {
        assertMacro {
            """
            struct Ledger {
                @InjectedParameters(ignoring: "total", "note")
                mutating func record(total: inout Int, note: @autoclosure () -> String, clock: Clock) {}
            }
            """
        } expansion: {
            """
            struct Ledger {
                mutating func record(total: inout Int, note: @autoclosure () -> String, clock: Clock) {}

                @_disfavoredOverload
                mutating func record(total: inout Int, note: @autoclosure () -> String) throws {
                    try self.record(
                        total: &total,
                        note: note(),
                        clock: SutureRuntime.Container.current.resolve(Clock.self)
                    )
                }
            }
            """
        }
    }

    @Test func ignoredIsolatedParameter_keepsItsDefault() {
        assertMacro {
            """
            struct Kitchen {
                @InjectedParameters(ignoring: "isolation")
                func bake(oven: Oven, isolation: isolated (any Actor)? = #isolation) async {}
            }
            """
        } expansion: {
            """
            struct Kitchen {
                func bake(oven: Oven, isolation: isolated (any Actor)? = #isolation) async {}

                @_disfavoredOverload
                func bake(isolation: isolated (any Actor)? = #isolation) async throws {
                    await self.bake(
                        oven: try await SutureRuntime.Container.current.resolveAsync(Oven.self),
                        isolation: isolation
                    )
                }
            }
            """
        }
    }

    // MARK: Signatures

    @Test func asyncThrowingFunction_awaitsAndReturns() {
        assertMacro {
            """
            actor Courier {
                @InjectedParameters(ignoring: "order")
                func deliver(order: Order, by van: Van) async throws -> Receipt {
                    Receipt()
                }
            }
            """
        } expansion: {
            """
            actor Courier {
                func deliver(order: Order, by van: Van) async throws -> Receipt {
                    Receipt()
                }

                @_disfavoredOverload
                func deliver(order: Order) async throws -> Receipt {
                    return try await self.deliver(
                        order: order,
                        by: try await SutureRuntime.Container.current.resolveAsync(Van.self)
                    )
                }
            }
            """
        }
    }

    @Test func rethrowingAndTypedThrowingFunctions_becomeThrows() {
        assertMacro {
            """
            struct Pantry {
                @InjectedParameters(ignoring: "body")
                func each(body: (Item) throws -> Void, store: Store) rethrows {}

                @InjectedParameters
                func open(lock: Lock) throws(PantryError) -> Door {
                    Door()
                }
            }
            """
        } expansion: {
            """
            struct Pantry {
                func each(body: (Item) throws -> Void, store: Store) rethrows {}

                @_disfavoredOverload
                func each(body: (Item) throws -> Void) throws {
                    try self.each(
                        body: body,
                        store: SutureRuntime.Container.current.resolve(Store.self)
                    )
                }
                func open(lock: Lock) throws(PantryError) -> Door {
                    Door()
                }

                @_disfavoredOverload
                func open() throws -> Door {
                    return try self.open(
                        lock: SutureRuntime.Container.current.resolve(Lock.self)
                    )
                }
            }
            """
        }
    }

    @Test func genericFunction_keepsGenericParametersAndWhereClause() {
        assertMacro {
            """
            struct Archive {
                @InjectedParameters(ignoring: "value")
                func store<Value: Codable>(_ value: Value, in database: Database) throws -> Value where Value: Sendable {
                    value
                }
            }
            """
        } expansion: {
            """
            struct Archive {
                func store<Value: Codable>(_ value: Value, in database: Database) throws -> Value where Value: Sendable {
                    value
                }

                @_disfavoredOverload
                func store<Value: Codable>(_ value: Value) throws -> Value where Value: Sendable {
                    return try self.store(
                        value,
                        in: SutureRuntime.Container.current.resolve(Database.self)
                    )
                }
            }
            """
        }
    }

    @Test func genericThrownType_namedByAKeptParameter_isKeptInTheOverload() {
        assertMacro {
            """
            struct Pantry {
                @InjectedParameters(ignoring: "body")
                func attempt<Failure: Error>(body: () throws(Failure) -> Int, lock: Lock) throws(Failure) -> Int {
                    try body()
                }
            }
            """
        } expansion: {
            """
            struct Pantry {
                func attempt<Failure: Error>(body: () throws(Failure) -> Int, lock: Lock) throws(Failure) -> Int {
                    try body()
                }

                @_disfavoredOverload
                func attempt<Failure: Error>(body: () throws(Failure) -> Int) throws -> Int {
                    return try self.attempt(
                        body: body,
                        lock: SutureRuntime.Container.current.resolve(Lock.self)
                    )
                }
            }
            """
        }
    }

    @Test func parameterPack_isForwardedWithRepeatEach() {
        assertMacro {
            """
            struct Shelf {
                @InjectedParameters(ignoring: "items")
                func stack<each Item>(_ items: repeat each Item, lock: Lock) -> Int {
                    0
                }
            }
            """
        } expansion: {
            """
            struct Shelf {
                func stack<each Item>(_ items: repeat each Item, lock: Lock) -> Int {
                    0
                }

                @_disfavoredOverload
                func stack<each Item>(_ items: repeat each Item) throws -> Int {
                    return try self.stack(
                        repeat each items,
                        lock: SutureRuntime.Container.current.resolve(Lock.self)
                    )
                }
            }
            """
        }
    }

    @Test func genericInitializer_keepsGenericParameters() {
        assertMacro {
            """
            struct Box<Content> {
                @InjectedParameters(ignoring: "content", "seed")
                init<Seed: Hashable>(content: Content, seed: Seed, scale: Scale) where Seed: Sendable {}
            }
            """
        } expansion: {
            """
            struct Box<Content> {
                init<Seed: Hashable>(content: Content, seed: Seed, scale: Scale) where Seed: Sendable {}

                @_disfavoredOverload
                init<Seed: Hashable>(content: Content, seed: Seed) throws where Seed: Sendable {
                    try self.init(
                        content: content,
                        seed: seed,
                        scale: SutureRuntime.Container.current.resolve(Scale.self)
                    )
                }
            }
            """
        }
    }

    @Test func typeGenericParameter_isInjectedByItsType() {
        assertMacro {
            """
            struct Holder<Value> {
                @InjectedParameters
                init(value: Value) {}
            }
            """
        } expansion: {
            """
            struct Holder<Value> {
                init(value: Value) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        value: SutureRuntime.Container.current.resolve(Value.self)
                    )
                }
            }
            """
        }
    }

    @Test func staticAndClassFunctions_keepTheirModifiers() {
        assertMacro {
            """
            class Factory {
                @InjectedParameters
                public static func make(oven: Oven) -> Factory {
                    Factory()
                }

                @InjectedParameters
                open class func build(oven: Oven) -> Factory {
                    Factory()
                }

                @InjectedParameters
                override final func reset(oven: Oven) {}
            }
            """
        } expansion: {
            """
            class Factory {
                public static func make(oven: Oven) -> Factory {
                    Factory()
                }

                @_disfavoredOverload
                public static func make() throws -> Factory {
                    return try self.make(
                        oven: SutureRuntime.Container.current.resolve(Oven.self)
                    )
                }
                open class func build(oven: Oven) -> Factory {
                    Factory()
                }

                @_disfavoredOverload
                open class func build() throws -> Factory {
                    return try self.build(
                        oven: SutureRuntime.Container.current.resolve(Oven.self)
                    )
                }
                override final func reset(oven: Oven) {}

                @_disfavoredOverload
                final func reset() throws {
                    try self.reset(
                        oven: SutureRuntime.Container.current.resolve(Oven.self)
                    )
                }
            }
            """
        }
    }

    @Test func attributesAndIsolation_areCopied_butNotObjCOrSutureOnes() {
        assertMacro {
            """
            @MainActor
            final class Window {
                @InjectedParameters @discardableResult @objc
                nonisolated public func show(title: Title) -> Bool {
                    true
                }

                @MainActor @Inject @available(iOS 17, *) @InjectedParameters
                required init(theme: Theme) {}
            }
            """
        } expansion: {
            """
            @MainActor
            final class Window {
                @discardableResult @objc
                nonisolated public func show(title: Title) -> Bool {
                    true
                }

                @_disfavoredOverload @discardableResult
                nonisolated public func show() throws -> Bool {
                    return try self.show(
                        title: SutureRuntime.Container.current.resolve(Title.self)
                    )
                }

                @MainActor @Inject @available(iOS 17, *)
                required init(theme: Theme) {}

                @_disfavoredOverload @MainActor @available(iOS 17, *)
                convenience init() throws {
                    try self.init(
                        theme: SutureRuntime.Container.current.resolve(Theme.self)
                    )
                }
            }
            """
        }
    }

    @Test func failableInitializers_keepTheirOptionality() {
        assertMacro {
            """
            final class Loaf {
                @InjectedParameters
                init?(dough: Dough) {}

                @InjectedParameters
                init!(flour: Flour) {}
            }
            """
        } expansion: {
            """
            final class Loaf {
                init?(dough: Dough) {}

                @_disfavoredOverload
                convenience init?() throws {
                    try self.init(
                        dough: SutureRuntime.Container.current.resolve(Dough.self)
                    )
                }
                init!(flour: Flour) {}

                @_disfavoredOverload
                convenience init!() throws {
                    try self.init(
                        flour: SutureRuntime.Container.current.resolve(Flour.self)
                    )
                }
            }
            """
        }
    }

    @Test func asyncFunction_resolvesByNameAndQualifier_withResolveAsync() {
        assertMacro {
            """
            struct Mill {
                @InjectedParameters(strategy: .byName, ignoring: "sacks")
                static func grind(sacks: Int, flour: Flour, @Named("stone") wheel: Wheel) async -> Meal {
                    Meal()
                }
            }
            """
        } expansion: {
            """
            struct Mill {
                static func grind(sacks: Int, flour: Flour, @Named("stone") wheel: Wheel) async -> Meal {
                    Meal()
                }

                @_disfavoredOverload
                static func grind(sacks: Int) async throws -> Meal {
                    return await self.grind(
                        sacks: sacks,
                        flour: try await SutureRuntime.Container.current.resolveAsync(Flour.self, named: "flour"),
                        wheel: try await SutureRuntime.Container.current.resolveAsync(Wheel.self, named: "stone")
                    )
                }
            }
            """
        }
    }

    @Test func asyncThrowingInitializer_awaitsTheOriginal() {
        assertMacro {
            """
            struct Connection {
                @InjectedParameters
                init(server: Server) async throws {}
            }
            """
        } expansion: {
            """
            struct Connection {
                init(server: Server) async throws {}

                @_disfavoredOverload
                init() async throws {
                    try await self.init(
                        server: try await SutureRuntime.Container.current.resolveAsync(Server.self)
                    )
                }
            }
            """
        }
    }

    @Test func parameterTypes_areWrittenSoThatDotSelfParses() {
        assertMacro {
            """
            struct Settings {
                @InjectedParameters
                init(
                    store: any Store,
                    logger: Logger?,
                    cache: Cache!,
                    maybe: (any Store)!,
                    handler: @escaping @Sendable (Int) -> Void,
                    recipes: [Recipe],
                    prices: [String: Price],
                    both: Reader & Writer,
                    pair: (Int, String),
                    nested: Outer.Inner,
                    wrapped: Lazy<Oven>
                ) {}
            }
            """
        } expansion: {
            """
            struct Settings {
                init(
                    store: any Store,
                    logger: Logger?,
                    cache: Cache!,
                    maybe: (any Store)!,
                    handler: @escaping @Sendable (Int) -> Void,
                    recipes: [Recipe],
                    prices: [String: Price],
                    both: Reader & Writer,
                    pair: (Int, String),
                    nested: Outer.Inner,
                    wrapped: Lazy<Oven>
                ) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        store: SutureRuntime.Container.current.resolve((any Store).self),
                        logger: SutureRuntime.Container.current.resolve(Logger?.self),
                        cache: SutureRuntime.Container.current.resolve(Cache?.self),
                        maybe: SutureRuntime.Container.current.resolve((any Store)?.self),
                        handler: SutureRuntime.Container.current.resolve((@Sendable (Int) -> Void).self),
                        recipes: SutureRuntime.Container.current.resolve([Recipe].self),
                        prices: SutureRuntime.Container.current.resolve([String: Price].self),
                        both: SutureRuntime.Container.current.resolve((Reader & Writer).self),
                        pair: SutureRuntime.Container.current.resolve((Int, String).self),
                        nested: SutureRuntime.Container.current.resolve(Outer.Inner.self),
                        wrapped: SutureRuntime.Container.current.resolve(Lazy<Oven>.self)
                    )
                }
            }
            """
        }
    }

    @Test func parameterSpecifiers_areLeftOutOfTheResolvedType() {
        assertMacro {
            """
            struct Oven {
                @InjectedParameters
                init(fuel: consuming Fuel, tray: sending Tray, clock: borrowing Clock) {}
            }
            """
        } expansion: {
            """
            struct Oven {
                init(fuel: consuming Fuel, tray: sending Tray, clock: borrowing Clock) {}

                @_disfavoredOverload
                init() throws {
                    try self.init(
                        fuel: SutureRuntime.Container.current.resolve(Fuel.self),
                        tray: SutureRuntime.Container.current.resolve(Tray.self),
                        clock: SutureRuntime.Container.current.resolve(Clock.self)
                    )
                }
            }
            """
        }
    }

    @Test func unnamedParameters_areResolvedByType_andKeptUnderASyntheticName() {
        assertMacro {
            """
            struct Tally {
                @InjectedParameters
                init(_: Oven, @Argument _: Int) {}
            }
            """
        } expansion: {
            """
            struct Tally {
                init(_: Oven, @Argument _: Int) {}

                @_disfavoredOverload
                init(@Argument _ argument2: Int) throws {
                    try self.init(
                        SutureRuntime.Container.current.resolve(Oven.self),
                        argument2
                    )
                }
            }
            """
        }
    }

    @Test func multilineParameters_withComments_fitOnOneLine() {
        assertMacro {
            """
            struct Bakery {
                @InjectedParameters(
                    ignoring: "name" // kept
                )
                init(
                    name: String, // the shop's name
                    /* injected */ oven: Oven
                ) {}
            }
            """
        } expansion: {
            """
            struct Bakery {
                init(
                    name: String, // the shop's name
                    /* injected */ oven: Oven
                ) {}

                @_disfavoredOverload
                init(name: String) throws {
                    try self.init(
                        name: name,
                        oven: SutureRuntime.Container.current.resolve(Oven.self)
                    )
                }
            }
            """
        }
    }

    @Test func backtickedNames_areForwardedAndQualifiedWithoutBackticks() {
        assertMacro {
            """
            struct Menu {
                @InjectedParameters(strategy: .byName, ignoring: "default")
                func `switch`(`default`: Int, `in` `self`: Store) {}
            }
            """
        } expansion: {
            """
            struct Menu {
                func `switch`(`default`: Int, `in` `self`: Store) {}

                @_disfavoredOverload
                func `switch`(`default`: Int) throws {
                    try self.`switch`(
                        `default`: `default`,
                        `in`: SutureRuntime.Container.current.resolve(Store.self, named: "self")
                    )
                }
            }
            """
        }
    }
}
