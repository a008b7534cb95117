import Testing
@testable import SutureRuntime

protocol Oven: Sendable { func heat() -> Int }
final class StoneOven: Oven { let t: Thermometer; init(t: Thermometer) { self.t = t }; func heat() -> Int { 200 } }
struct Thermometer { }
final class Baker: Sendable { let oven: any Oven; let starter: String; init(oven: any Oven, starter: String) { self.oven = oven; self.starter = starter } }
final class Order { let customer: String; let loaves: Int; init(customer: String, loaves: Int) { self.customer = customer; self.loaves = loaves } }
final class Chicken { init(_ e: Egg) {} }
final class Egg { init(_ c: Chicken) {} }

@Test func smoke() throws {
    let container = Container {
        Register(Thermometer.self) { _ in Thermometer() }
        Register(StoneOven.self) { r in StoneOven(t: try r.resolve()) }.scope(.singleton).alias((any Oven).self) { $0 }
        Register(String.self, named: "rye") { _ in "rye!" }
        Register(Baker.self) { r in Baker(oven: try r.resolve(), starter: try r.resolve(named: "rye")) }
        Register(Order.self) { (r, customer: String, loaves: Int) in Order(customer: customer, loaves: loaves) }
        Register(Int.self, into: .set) { _ in 1 }
        Register(Int.self, into: .set) { _ in 2 }
        Register(Int.self, into: .map(key: "a")) { _ in 3 }
        Register(Chicken.self) { r in Chicken(try r.resolve()) }.dependencies(Dependency(Egg.self))
        Register(Egg.self) { r in Egg(try r.resolve()) }.dependencies(Dependency(Chicken.self))
    }
    let baker = try container.resolve(Baker.self)
    #expect(baker.starter == "rye!")
    let oven1 = try container.resolve((any Oven).self)
    let oven2 = try container.resolve(StoneOven.self)
    #expect(oven1 as AnyObject === oven2)
    let order = try container.resolve(Order.self, arguments: "Ada", 2)
    #expect(order.loaves == 2)
    #expect(try container.resolve([Int].self) == [1, 2])
    #expect(try container.resolve([String: Int].self) == ["a": 3])
    #expect(try container.resolve(Double?.self) == nil)
    let lazy = try container.resolve(Lazy<Baker>.self)
    #expect(lazy.get().starter == "rye!")
    do { _ = try container.resolve(String.self, named: "spelt") } catch { print(error) }
    do { _ = try container.resolve(Chicken.self) } catch { print(error) }
    do { _ = try container.resolve(Order.self, arguments: "Ada") } catch { print(error) }
    do { _ = try container.resolve(Order.self) } catch { print(error) }
    do { try container.validate() } catch { print(error) }
    print(TypeName.describe([String: Baker?].self), TypeName.describe(Lazy<Optional<Int>>.self))
}
