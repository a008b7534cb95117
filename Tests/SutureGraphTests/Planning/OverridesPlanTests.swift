import Testing

@testable import SutureGraph

/// How `Overrides` members are named after the key they replace.
struct OverridesPlanTests {
    @Test(arguments: [
        (BindingKey(type: "Oven"), "oven"),
        (BindingKey(type: "Starter", qualifier: "rye"), "ryeStarter"),
        (BindingKey(type: "Starter", qualifier: "whole wheat"), "wholeWheatStarter"),
        (BindingKey(type: "Kitchen.Thermometer"), "kitchenThermometer"),
        (BindingKey(type: "URLSession"), "urlSession"),
        (BindingKey(type: "URL"), "url"),
        (BindingKey(type: "Repository<User>"), "repositoryUser"),
        (BindingKey(type: "Starter", qualifier: "2nd"), "_2ndStarter"),
        (BindingKey(type: "Default"), "`default`"),
    ])
    func memberName_isTheKeyInLowerCamelCase(_ key: BindingKey, _ expected: String) {
        #expect(OverridesPlan.memberName(for: key) == expected)
    }

    @Test(arguments: [
        ("oven", "provideOven"),
        ("ryeStarter", "provideRyeStarter"),
        ("`default`", "provideDefault"),
        ("_2ndStarter", "provide_2ndStarter"),
        ("éclair", "provideÉclair"),
    ])
    func provideName_capitalizesTheMember(_ member: String, _ expected: String) {
        #expect(OverridesPlan.provideName(forMember: member) == expected)
    }

    @Test func twoKeysWithOneName_getNumberedMembers() {
        let source = """
            import Suture
            enum Kitchen { @Injectable struct Oven { init() {} } }
            @Injectable struct KitchenOven { init() {} }
            @Component protocol Bakery {
                var first: Kitchen.Oven { get }
                var second: KitchenOven { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)])))
        let plan = OverridesPlan(resolved: analysis.resolved) { _ in true }
        #expect(plan.members[0]?.map(\.name) == ["kitchenOven", "kitchenOven2"])
        #expect(plan.members[0]?.map(\.key.type) == ["Kitchen.Oven", "KitchenOven"])
    }
}
