import SutureRuntime
import Testing

/// Requires its argument to be `Sendable` at compile time.
func requireSendable<Value: Sendable>(_ value: Value) -> Value { value }

@Suite struct ContainerResolveTests {
    @Test func resolve_buildsThroughTheFactoryAndItsDependencies() throws {
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve((any Oven).self)) }
            Register((any Oven).self) { r in StoneOven(thermometer: try r.resolve(Thermometer.self)) }
            Register(Thermometer.self) { _ in Thermometer(celsius: 240) }
        }
        let baker = try container.resolve(Baker.self)
        let oven = try #require(baker.oven as? StoneOven)
        #expect(oven.thermometer.celsius == 240)
    }

    @Test func resolveNamed_picksTheBindingOfThatName() throws {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "plain") }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
            Register(Starter.self, named: "wheat") { _ in Starter(grain: "wheat") }
        }
        #expect(try container.resolve(Starter.self) == Starter(grain: "plain"))
        #expect(try container.resolve(Starter.self, named: "rye") == Starter(grain: "rye"))
        #expect(try container.resolve(Starter.self, named: "wheat") == Starter(grain: "wheat"))
        #expect(throws: ResolutionError.self) { try container.resolve(Starter.self, named: "spelt") }
    }

    @Test func resolveWithoutAType_infersItFromTheContext() throws {
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
            Register((any Oven).self) { _ in FakeOven() }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        let baker: Baker = try container.resolve()
        let starter: Starter = try container.resolve(named: "rye")
        #expect(baker.oven.kind == "fake")
        #expect(starter.grain == "rye")
    }

    @Test func resolveOverloads_compileSideBySideAndEachReachesItsBinding() throws {
        let container = Container {
            Register(Starter.self) { _ in Starter(grain: "plain") }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
            Register(Starter.self, named: "made") { (_, grain: String) in Starter(grain: grain) }
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }
        }
        let plain = try container.resolve(Starter.self)
        let named = try container.resolve(Starter.self, named: "rye")
        let withArguments = try container.resolve(Order.self, arguments: "Ada", 2)
        let namedWithArguments = try container.resolve(Starter.self, named: "made", arguments: "spelt")
        let qualified: Starter = try container.resolve(qualifier: "rye")
        #expect(plain.grain == "plain")
        #expect(named.grain == "rye")
        #expect(withArguments.customer == "Ada")
        #expect(namedWithArguments.grain == "spelt")
        #expect(qualified.grain == "rye")
    }

    @Test func resolverInsideAFactory_offersTheSameOverloads() throws {
        let container = Container {
            Register(Bakery.self) { r in
                let starter: Starter = try r.resolve(named: "rye")
                let order = try r.resolve(Order.self, arguments: starter.grain, 1)
                let qualified = try r.resolve(Starter.self, qualifier: Grain.wheat)
                #expect(order.customer == "rye")
                #expect(qualified.grain == "wheat")
                return Bakery(baker: try r.resolve(), till: try r.resolve(Till.self))
            }
            Register(Baker.self) { _ in Baker(oven: FakeOven()) }
            Register(Till.self) { _ in Till() }
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
            Register(Starter.self) { _ in Starter(grain: "wheat") }.qualified(by: Grain.wheat)
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }
        }
        #expect(try container.resolve(Bakery.self).baker.oven.kind == "fake")
    }

    @Test func container_isSendableAndResolvesFromAnotherTask() async throws {
        let container = requireSendable(
            Container {
                Register(Thermometer.self) { _ in Thermometer(celsius: 123) }
            }
        )
        let celsius = try await Task.detached { try container.resolve(Thermometer.self).celsius }.value
        #expect(celsius == 123)
    }

    @Test func hasBinding_answersWithoutBuilding() {
        let builds = Counter()
        let parent = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
        }
        let child = parent.child {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        #expect(child.hasBinding(for: Widget.self))
        #expect(child.hasBinding(for: Starter.self, named: "rye"))
        #expect(!child.hasBinding(for: Starter.self))
        #expect(!parent.hasBinding(for: Starter.self, named: "rye"))
        #expect(builds.count == 0)
    }

    @Test func registeredKeys_listParentKeysThenOwnKeysInOrder() {
        let parent = Container {
            Register(Widget.self) { _ in Widget() }
            Register(Recipe.self, into: .set) { _ in Recipe(name: "rye") }
        }
        let child = parent.child {
            Register(Starter.self, named: "rye") { _ in Starter(grain: "rye") }
        }
        #expect(child.registeredKeys.map(\.description) == ["Widget", "Recipe", #"Starter named "rye""#])
    }
}
