import SutureRuntime
import Testing

@Suite struct ContainerValidationErrorTests {
    @Test func description_withOneProblem_saysOneProblem() throws {
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }.dependencies(Dependency((any Oven).self))
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                1 problem in the container:

                no binding for Oven
                  requested by: Baker
                  path: Baker → Oven
                  fix: register it, e.g. Register(Oven.self) { r in ... }, or ask for Oven? where it may be absent
                """
        )
    }

    @Test func description_listsEveryKindOfProblemInAStableOrder() throws {
        let line = #line
        let container = Container {
            Register(Chicken.self) { _ in Chicken() }.dependencies(Dependency(Egg.self))  // line + 2
            Register(Egg.self) { _ in Egg() }  // line + 3
                .dependencies(Dependency(Chicken.self), Dependency(Feather.self))
            Register(Till.self) { _ in throw Failure("the till is jammed") }.eager()  // line + 5
            Register(Order.self) { (_, name: String, count: Int) in Order(customer: name, loaves: count) }  // line + 6
                .scope(.custom("session"))
            Register(Widget.self) { _ in Widget() }  // line + 8
            Register(Widget.self) { _ in Widget() }  // line + 9
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(
            error.description == """
                5 problems in the container:

                Widget is registered 2 times in one container
                  registered at: \(site(line + 8)), \(site(line + 9))
                  fix: keep one of them; to replace a binding, register the new one in container.overriding { ... }

                Order cannot use scope .custom("session"): it takes runtime arguments, and a shared instance would keep only the first ones
                  registered at: \(site(line + 6))
                  fix: make the binding .transient, or pass the values as bound dependencies instead of arguments

                the factory of Till threw: the till is jammed
                  registered at: \(site(line + 5))
                  fix: fix the factory, or handle the error where Till is resolved

                no binding for Feather
                  requested by: Egg
                  path: Egg → Feather
                  fix: register it, e.g. Register(Feather.self) { r in ... }, or ask for Feather? where it may be absent

                dependency cycle: Chicken → Egg → Chicken
                  registered at: \(site(line + 2))
                  fix: break the cycle: let one of its members take Lazy<Chicken> or Provider<Chicken>
                """
        )
        #expect(error.problems.count == 5)
    }
}
