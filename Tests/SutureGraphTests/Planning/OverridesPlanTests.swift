import Testing

@testable import SutureGraph

/// How the generated file spells the replacements: each member with the bindings it replaces, and each site's provide
/// function.
struct OverridesPlanTests {
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

    @Test func eachMember_namesTheBindingsItReplaces_andEachSiteGetsAProvideFunction() {
        let source = """
            import Suture
            enum Kitchen { @Injectable struct Oven { init() {} } }
            @Injectable struct KitchenOven { init() {} }
            @Injectable struct Baker { init(oven: Kitchen.Oven) {} }
            @Component protocol Bakery {
                var first: Kitchen.Oven { get }
                var second: KitchenOven { get }
                var baker: Baker { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)])))
        let model = analysis.resolved.graph
        let plan = OverridesPlan(
            replaceable: ReplaceableKeys(resolved: analysis.resolved) { _ in true }, model: model)
        let members = (plan.members[0] ?? []).map { "\($0.name): \($0.valueType) by \($0.replacedBindings)" }
        #expect(
            members == [
                #"baker: Baker by ["Baker"]"#, #"kitchenOven: Kitchen.Oven by ["Kitchen.Oven"]"#,
                #"kitchenOven2: KitchenOven by ["KitchenOven"]"#,
            ])
        let sites = (plan.sites[0] ?? []).map { "\($0.key) \(plan.provideNames[$0] ?? "none")" }
        #expect(sites == ["Kitchen.Oven provideKitchenOven", "KitchenOven provideKitchenOven2", "Baker provideBaker"])
    }
}
