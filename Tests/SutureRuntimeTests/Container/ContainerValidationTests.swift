import SutureRuntime
import Testing

@Suite struct ContainerValidationTests {
    /// Two modules that both include a third: the third's registrations reach the container twice.
    private enum MeasuresModule {
        static var registrations: Registrations {
            Registrations(_module: Self.self) {
                Register(Int.self) { _ in 500 }
                Register(String.self, into: .set) { _ in "flour" }
            }
        }
    }

    @Test func moduleIncludedByTwoOthers_countsOnce() throws {
        let container = Container {
            Registrations(_module: Double.self) { MeasuresModule.registrations }
            Registrations(_module: Float.self) { MeasuresModule.registrations }
        }
        try container.validate()
        #expect(try container.resolve(Int.self) == 500)
        #expect(try container.resolve([String].self) == ["flour"])
    }

    @Test func sameFactoryWrittenTwiceOutsideAModule_isStillADuplicate() {
        let registrations = Registrations { Register(Int.self) { _ in 500 } }
        let container = Container {
            registrations
            registrations
        }
        let error = #expect(throws: ContainerValidationError.self) { try container.validate() }
        #expect(error?.problems.map(\.summary) == ["Int is registered 2 times in one container"])
    }

    @Test func validate_passesForACompleteGraph() throws {
        let container = Container {
            Register(Bakery.self) { r in Bakery(baker: try r.resolve(), till: try r.resolve()) }
                .dependencies(Dependency(Baker.self), Dependency(Till.self))
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
                .dependencies(Dependency((any Oven).self), Dependency(Recipe?.self), Dependency([Recipe].self))
            Register((any Oven).self) { _ in FakeOven() }
            Register(Till.self) { _ in Till() }
        }
        try container.validate()
        #expect(container.validationProblems().isEmpty)
    }

    @Test func validate_reportsEveryMissingBindingAndCycleAtOnceWithPaths() throws {
        let line = #line
        let container = Container {
            Register(Bakery.self) { r in Bakery(baker: try r.resolve(), till: try r.resolve()) }  // line + 2
                .dependencies(Dependency(Baker.self), Dependency(Till.self))
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }  // line + 4
                .dependencies(Dependency((any Oven).self), Dependency(Starter.self, named: "rye"))
            Register(Chicken.self) { _ in Chicken() }.dependencies(Dependency(Egg.self))  // line + 6
            Register(Egg.self) { _ in Egg() }.dependencies(Dependency(Chicken.self))  // line + 7
            Register(Feather.self) { _ in Feather() }.dependencies(Dependency(Feather.self))  // line + 8
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                5 problems in the container:

                no binding for Till
                  requested by: Bakery
                  path: Bakery → Till
                  fix: register it, e.g. Register(Till.self) { r in ... }, or ask for Till? where it may be absent

                no binding for Oven
                  requested by: Baker
                  path: Bakery → Baker → Oven
                  fix: register it, e.g. Register(Oven.self) { r in ... }, or ask for Oven? where it may be absent

                no binding for Starter named "rye"
                  requested by: Baker
                  path: Bakery → Baker → Starter named "rye"
                  fix: register it, e.g. Register(Starter.self, named: "rye") { r in ... }, or ask for Starter? where it may be absent

                dependency cycle: Chicken → Egg → Chicken
                  registered at: \(site(line + 6))
                  fix: break the cycle: let one of its members take Lazy<Chicken> or Provider<Chicken>

                dependency cycle: Feather → Feather
                  registered at: \(site(line + 8))
                  fix: break the cycle: let one of its members take Lazy<Feather> or Provider<Feather>
                """
        )
        #expect(container.validationProblems().map(\.summary) == error.problems.map(\.summary))
    }

    @Test func validate_doesNotReportACycleBrokenByLazyOrProvider() throws {
        let container = Container {
            Register(Chicken.self) { _ in Chicken() }.dependencies(Dependency(Lazy<Egg>.self))
            Register(Egg.self) { _ in Egg() }.dependencies(Dependency(Chicken.self))
            Register(Feather.self) { _ in Feather() }.dependencies(Dependency(Provider<Feather>.self))
        }
        try container.validate()
    }

    @Test func validate_stillReportsAMissingKeyBehindLazy() throws {
        let container = Container {
            Register(Chicken.self) { _ in Chicken() }.dependencies(Dependency(Lazy<Egg>.self))
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(error.problems.map(\.summary) == ["no binding for Egg"])
        #expect(error.problems.first?.path == [AnyDependencyKey(Chicken.self), AnyDependencyKey(Egg.self)])
    }

    @Test func validate_reportsADependencyOnABindingThatTakesArguments() throws {
        let line = #line
        let container = Container {
            Register(Till.self) { _ in Till() }.dependencies(Dependency(Order.self))  // line + 2
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 3
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                1 problem in the container:

                Order takes runtime arguments (String, Int) but was resolved without arguments
                  registered at: \(site(line + 3))
                  requested by: Till
                  path: Till → Order
                  fix: resolve it with resolve(Order.self, arguments: ...) passing (String, Int), in that order
                """
        )
    }

    @Test func validate_acceptsUnboundOptionalsAndEmptyMultibindings() throws {
        let container = Container {
            Register(Baker.self) { _ in Baker(oven: FakeOven()) }
                .dependencies(Dependency(Till?.self), Dependency([Recipe].self), Dependency([String: Recipe].self))
        }
        try container.validate()
    }

    @Test func validate_buildsNothing() throws {
        let builds = Counter()
        let container = Container {
            Register(Widget.self) { _ in
                builds.increment()
                return Widget()
            }
            .scope(.singleton)
            Register(Gadget.self) { r in
                builds.increment()
                return Gadget(widget: try r.resolve())
            }
            .dependencies(Dependency(Widget.self))
        }
        try container.validate()
        #expect(builds.count == 0)
    }

    @Test func validate_reportsASharedScopeOnABindingThatTakesArguments() throws {
        let line = #line
        let container = Container {
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 2
                .scope(.singleton)
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                1 problem in the container:

                Order cannot use scope .singleton: it takes runtime arguments, and a shared instance would keep only the first ones
                  registered at: \(site(line + 2))
                  fix: make the binding .transient, or pass the values as bound dependencies instead of arguments
                """
        )
    }

    @Test func validate_ofAChild_checksItsBindingsAgainstTheParents() throws {
        let parent = Container {
            Register((any Oven).self) { _ in FakeOven() }
        }
        let child = parent.child {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }.dependencies(Dependency((any Oven).self))
        }
        try child.validate()
        let incomplete = Container {}.child {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }.dependencies(Dependency((any Oven).self))
        }
        let error = try #require(throws: ContainerValidationError.self) { try incomplete.validate() }
        #expect(error.problems.map(\.summary) == ["no binding for Oven"])
    }
}
