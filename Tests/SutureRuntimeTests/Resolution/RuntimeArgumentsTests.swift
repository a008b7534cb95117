import SutureRuntime
import Testing

@Suite struct RuntimeArgumentsTests {
    static func container() -> Container {
        Container {
            Register(Starter.self) { (_, grain: String) in Starter(grain: grain) }
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }
            Register(Delivery.self) { (_, customer: String, loaves: Int, express: Bool) in
                Delivery(customer: customer, loaves: loaves, express: express)
            }
            Register(Thermometer.self) { _ in Thermometer() }
        }
    }

    @Test func oneArgument_isPassedToTheFactory() throws {
        #expect(try Self.container().resolve(Starter.self, arguments: "rye") == Starter(grain: "rye"))
    }

    @Test func twoArguments_arePassedInOrder() throws {
        let order = try Self.container().resolve(Order.self, arguments: "Ada", 2)
        #expect(order.customer == "Ada")
        #expect(order.loaves == 2)
    }

    @Test func threeArguments_arePassedInOrder() throws {
        let delivery = try Self.container().resolve(Delivery.self, arguments: "Grace", 3, true)
        #expect(delivery.customer == "Grace")
        #expect(delivery.loaves == 3)
        #expect(delivery.express)
    }

    @Test func eachRequest_buildsANewInstanceFromItsOwnArguments() throws {
        let container = Self.container()
        let first = try container.resolve(Order.self, arguments: "Ada", 1)
        let second = try container.resolve(Order.self, arguments: "Alan", 5)
        #expect(first !== second)
        #expect((first.customer, first.loaves) == ("Ada", 1))
        #expect((second.customer, second.loaves) == ("Alan", 5))
    }

    @Test func namedBinding_takesArgumentsToo() throws {
        let container = Container {
            Register(Order.self, named: "wholesale") { (_, customer: String, loaves: Int) in
                Order(customer: customer, loaves: loaves * 10)
            }
        }
        #expect(try container.resolve(Order.self, named: "wholesale", arguments: "Ada", 2).loaves == 20)
    }

    @Test func factoryWithArguments_resolvesItsOtherDependencies() throws {
        let container = Container {
            Register(Baker.self) { (r, name: String) in
                #expect(name == "Ada")
                return Baker(oven: try r.resolve())
            }
            Register((any Oven).self) { _ in FakeOven() }
        }
        #expect(try container.resolve(Baker.self, arguments: "Ada").oven.kind == "fake")
    }

    @Test func tooFewArguments_isAnArgumentMismatch() throws {
        let line = #line
        let container = Container {
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Order.self, arguments: "Ada") }
        #expect(
            error.description == """
                Order takes runtime arguments (String, Int) but was resolved with (String)
                  registered at: \(site(line + 2))
                  fix: resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order
                """
        )
    }

    @Test func tooManyArguments_isAnArgumentMismatch() throws {
        let error = try #require(throws: ResolutionError.self) {
            try Self.container().resolve(Order.self, arguments: "Ada", 2, true)
        }
        #expect(
            error.summary == "Order takes runtime arguments (String, Int) but was resolved with (String, Int, Bool)"
        )
    }

    @Test func argumentsOfTheWrongTypes_areAnArgumentMismatch() throws {
        let error = try #require(throws: ResolutionError.self) {
            try Self.container().resolve(Order.self, arguments: 2, "Ada")
        }
        #expect(error.summary == "Order takes runtime arguments (String, Int) but was resolved with (Int, String)")
        #expect(error.fix == "resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order")
    }

    @Test func theFixForANamedBinding_namesIt() throws {
        let container = Container {
            Register(Starter.self, named: "rye") { (_, grain: String) in Starter(grain: grain) }
            Register(Thermometer.self, named: "oven") { _ in Thermometer() }
        }
        let missing = try #require(throws: ResolutionError.self) { try container.resolve(Starter.self, named: "rye") }
        let extra = try #require(throws: ResolutionError.self) {
            try container.resolve(Thermometer.self, named: "oven", arguments: 180)
        }
        #expect(
            missing.fix
                == "resolve it with resolve(Starter.self, named: \"rye\", arguments: ...) passing (String), in that order"
        )
        #expect(extra.fix == "resolve Thermometer named \"oven\" without arguments")
    }

    @Test func missingArguments_areAnArgumentMismatch() throws {
        let line = #line
        let container = Container {
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Order.self) }
        #expect(
            error.description == """
                Order takes runtime arguments (String, Int) but was resolved without arguments
                  registered at: \(site(line + 2))
                  fix: resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order
                """
        )
    }

    @Test func argumentsToABindingThatTakesNone_areAnArgumentMismatch() throws {
        let line = #line
        let container = Container {
            Register(Thermometer.self) { _ in Thermometer() }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Thermometer.self, arguments: 5) }
        #expect(
            error.description == """
                Thermometer takes no runtime arguments but was resolved with (Int)
                  registered at: \(site(line + 2))
                  fix: resolve Thermometer without arguments
                """
        )
    }

    @Test func argumentsToASingletonAlreadyBuilt_areStillAnArgumentMismatch() throws {
        let container = Container {
            Register(Widget.self) { _ in Widget() }.scope(.singleton)
        }
        _ = try container.resolve(Widget.self)
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Widget.self, arguments: 5) }
        #expect(error.summary == "Widget takes no runtime arguments but was resolved with (Int)")
    }

    @Test func lazyAndProvider_keepTheRequestsArguments_forTheirLaterBuilds() throws {
        let container = Self.container()
        let lazy = try container.resolve(Lazy<Order>.self, arguments: "Ada", 2)
        #expect(!lazy.isBuilt)
        let order = lazy.get()
        #expect((order.customer, order.loaves) == ("Ada", 2))
        #expect(lazy.get() === order)
        let provider = try container.resolve(Provider<Order>.self, arguments: "Alan", 3)
        let first = provider.get()
        let second = provider.get()
        #expect(first !== second)
        #expect((second.customer, second.loaves) == ("Alan", 3))
    }

    @Test func optional_passesTheArgumentsOn_andIsNilWhenNothingBindsIt() throws {
        let container = Self.container()
        let order = try container.resolve(Order?.self, arguments: "Ada", 2)
        #expect(order.map { ($0.customer, $0.loaves) } ?? ("", 0) == ("Ada", 2))
        #expect(try container.resolve(Receipt?.self, arguments: "Ada") == nil)
    }

    @Test func lazyWithTooFewArguments_isRejectedWhenHandedOut_notWhenRead() throws {
        let line = #line
        let container = Container {
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 2
        }
        let error = try #require(throws: ResolutionError.self) {
            try container.resolve(Lazy<Order>.self, arguments: "Ada")
        }
        #expect(
            error.description == """
                Order takes runtime arguments (String, Int) but was resolved with (String)
                  registered at: \(site(line + 2))
                  fix: resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order
                """
        )
    }

    @Test func argumentsToAMultibinding_areAnArgumentMismatch() throws {
        let container = Container {}
        let error = try #require(throws: ResolutionError.self) { try container.resolve([Recipe].self, arguments: 1) }
        #expect(
            error.description == """
                [Recipe] takes no runtime arguments but was resolved with (Int)
                  fix: resolve [Recipe] without arguments
                """
        )
    }

    @Test func missingArgumentsDeepInTheGraph_showThePath() throws {
        let line = #line
        let container = Container {
            Register(Receipt.self) { r in Receipt(order: try r.resolve()) }  // line + 2
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 3
        }
        let error = try #require(throws: ResolutionError.self) { try container.resolve(Receipt.self) }
        #expect(
            error.description == """
                Order takes runtime arguments (String, Int) but was resolved without arguments
                  registered at: \(site(line + 3))
                  requested by: Receipt
                  path: Receipt → Order
                  fix: resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order
                """
        )
    }

    @Test func argumentTakingBindingWithASharedScope_isRejectedOnEveryRequest() throws {
        let line = #line
        let container = Container {
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 2
                .scope(.singleton)
        }
        let expected = """
            Order cannot use scope .singleton: it takes runtime arguments, and a shared instance would keep only the first ones
              registered at: \(site(line + 2))
              fix: make the binding .transient, or pass the values as bound dependencies instead of arguments
            """
        for _ in 0..<2 {
            let error = try #require(throws: ResolutionError.self) {
                try container.resolve(Order.self, arguments: "Ada", 1)
            }
            #expect(error.description == expected)
        }
    }
}
