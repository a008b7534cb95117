import SutureRuntime
import Testing

/// Assisted factories from a container: checked when handed out, building on every call.
@Suite struct ContainerFactoryTests {
    final class Vase: Sendable {
        let glaze: String
        let height: Int
        init(glaze: String, height: Int) {
            self.glaze = glaze
            self.height = height
        }
    }

    static let container = Container {
        Register(Vase.self) { (_, glaze: String, height: Int) in Vase(glaze: glaze, height: height) }
        Register(Vase.self, named: "tall") { (_, glaze: String) in Vase(glaze: glaze, height: 90) }
    }

    @Test func aFactory_buildsANewValueFromItsArguments_onEveryCall() throws {
        let makeVase = try Self.container.resolveFactory(Vase.self, arguments: String.self, Int.self)
        let vase = makeVase("celadon", 40)
        #expect((vase.glaze, vase.height) == ("celadon", 40))
        #expect(vase !== makeVase("celadon", 40))
        #expect(try Self.container.resolveFactory(Vase.self, named: "tall", arguments: String.self)("ash").height == 90)
    }

    @Test func aFactoryWithOtherArgumentTypes_isRejectedWhenHandedOut() throws {
        let error = try #require(throws: ResolutionError.self) {
            try Self.container.resolveFactory(Vase.self, arguments: Int.self, String.self)
        }
        #expect(
            error.description == """
                ContainerFactoryTests.Vase takes runtime arguments (String, Int) but was resolved with (Int, String)
                  registered at: SutureRuntimeTests/ContainerFactoryTests.swift:16
                  fix: resolve it with resolve(ContainerFactoryTests.Vase.self, arguments: ...) passing (String, Int), \
                in that order
                """
        )
    }

    @Test func aFactoryOfAnUnboundType_isAMissingBinding() throws {
        let error = try #require(throws: ResolutionError.self) {
            try Container {}.resolveFactory(Vase.self, arguments: String.self)
        }
        #expect(error.summary == "no binding for ContainerFactoryTests.Vase")
    }

    @Test func validate_checksTheFactoriesRegistrationsDeclare() throws {
        let container = Container {
            Register(Vase.self) { (_, glaze: String, height: Int) in Vase(glaze: glaze, height: height) }
            Register(String.self) { _ in "pottery" }
                .dependencies(Dependency(factoryOf: Vase.self, arguments: Int.self))
        }
        let problems = container.validationProblems()
        #expect(
            problems.map(\.summary) == [
                "ContainerFactoryTests.Vase takes runtime arguments (String, Int) but was resolved with (Int)"
            ])
    }
}
