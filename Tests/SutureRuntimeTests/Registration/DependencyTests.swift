import SutureRuntime
import Testing

@Suite struct DependencyTests {
    @Test func plainType_isARequiredDependency() {
        let dependency = Dependency(Starter.self, named: "rye")
        #expect(dependency.kind == .required)
        #expect(dependency.key == AnyDependencyKey(Starter.self, named: "rye"))
        #expect(dependency.description == #"Starter named "rye""#)
    }

    @Test func optionalType_isAnOptionalDependencyOnTheWrappedKey() {
        let dependency = Dependency(Thermometer?.self)
        #expect(dependency.kind == .optional)
        #expect(dependency.key == AnyDependencyKey(Thermometer.self))
        #expect(dependency.description == "optional Thermometer")
    }

    @Test func lazyAndProvider_areDeferredDependenciesOnTheWrappedKey() {
        let lazy = Dependency(Lazy<Till>.self)
        let provider = Dependency(Provider<Starter>.self, named: "rye")
        #expect(lazy.kind == .deferred)
        #expect(lazy.key == AnyDependencyKey(Till.self))
        #expect(lazy.description == "deferred Till")
        #expect(provider.kind == .deferred)
        #expect(provider.key == AnyDependencyKey(Starter.self, named: "rye"))
    }

    @Test func arrayAndDictionary_areMultibindingDependenciesOnTheElementKey() {
        let set = Dependency([Recipe].self)
        let map = Dependency([String: Recipe].self, qualifier: Qualifier(Grain.rye))
        #expect(set.kind == .multibinding)
        #expect(set.key == AnyDependencyKey(Recipe.self))
        #expect(set.description == "every contribution to Recipe")
        #expect(map.kind == .multibinding)
        #expect(map.key == AnyDependencyKey(Recipe.self, qualifier: Qualifier(Grain.rye)))
    }

    @Test func declaredDependencies_areCheckedByValidateWithoutBuilding() throws {
        let builds = Counter()
        let container = Container {
            Register(Baker.self) { r in
                builds.increment()
                return Baker(oven: try r.resolve())
            }
            .dependencies(Dependency((any Oven).self), Dependency(Till?.self), Dependency([Recipe].self))
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(error.problems.map(\.summary) == ["no binding for Oven"])
        #expect(builds.count == 0)
    }

    @Test func chainedDependencies_accumulate() throws {
        let container = Container {
            Register(Baker.self) { r in Baker(oven: try r.resolve()) }
                .dependencies(Dependency((any Oven).self))
                .dependencies(Dependency(Till.self))
        }
        let error = try #require(throws: ContainerValidationError.self) { try container.validate() }
        #expect(error.problems.map(\.summary) == ["no binding for Oven", "no binding for Till"])
    }
}
