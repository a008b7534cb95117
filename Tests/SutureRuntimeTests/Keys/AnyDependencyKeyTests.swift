import SutureRuntime
import Testing

@Suite struct AnyDependencyKeyTests {
    @Test func keysOfTheSameTypeAndQualifier_areEqualAndHashAlike() {
        let first = AnyDependencyKey(Starter.self, named: "rye")
        let second = AnyDependencyKey(Starter.self, qualifier: .named("rye"))
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
    }

    @Test func keysDifferingInTypeOrQualifier_areDifferent() {
        let keys: Set<AnyDependencyKey> = [
            AnyDependencyKey(Starter.self),
            AnyDependencyKey(Starter.self, named: "rye"),
            AnyDependencyKey(Starter.self, qualifier: Qualifier(Grain.rye)),
            AnyDependencyKey(Starter?.self),
            AnyDependencyKey(Recipe.self, named: "rye"),
        ]
        #expect(keys.count == 5)
    }

    @Test func description_isTheReadableTypeAndQualifier() {
        #expect(AnyDependencyKey(Thermometer.self).description == "Thermometer")
        #expect(AnyDependencyKey(Starter.self, named: "rye").description == #"Starter named "rye""#)
        let qualified = AnyDependencyKey(Starter.self, qualifier: Qualifier(Grain.rye))
        #expect(qualified.description == "Starter qualified by Grain.rye")
        #expect(AnyDependencyKey([String: Recipe].self).description == "[String: Recipe]")
        #expect(AnyDependencyKey((any Oven).self).typeName == "Oven")
    }
}
