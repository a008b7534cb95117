import SutureSyntax
import Testing

@testable import SutureGraph

/// The ids of the picture's nodes, which `suture graph --diff` matches on: built from the binding's key, with the
/// declaration added only where bindings of one component share a key, and never from the name messages give it.
struct GraphPictureTests {
    @Test func ids_comeFromTheKey_andAddTheDeclarationWhereAKeyIsShared() {
        let nodes: [(component: String, binding: Binding)] = [
            (
                "Bakery",
                Self.binding(key: BindingKey(type: "StoneOven"), .injectable(typeName: "StoneOven", kind: .class))
            ),
            (
                "Bakery",
                Self.binding(
                    key: BindingKey(type: "Starter", qualifier: "rye"),
                    .provider(moduleName: "StartersModule", functionName: "rye"), signature: "rye()")
            ),
            (
                "Bakery",
                Self.binding(
                    key: BindingKey(type: "Greeting", qualifier: "say \"hi\"\n\\"),
                    .provider(moduleName: "StartersModule", functionName: "greeting"), signature: "greeting()")
            ),
            (
                "Bakery",
                Self.binding(
                    key: BindingKey(type: "Topping"),
                    .provider(moduleName: "ToppingsModule", functionName: "sprinkles"),
                    signature: "sprinkles()", contribution: .set)
            ),
            (
                "Bakery",
                Self.binding(
                    key: BindingKey(type: "Topping"), .provider(moduleName: "ToppingsModule", functionName: "glaze"),
                    signature: "glaze(sugar:)", contribution: .map(key: "\"glaze\""))
            ),
            ("Bakery", Self.binding(key: BindingKey(type: "Oven"), .injectable(typeName: "Oven", kind: .struct))),
            (
                "Bakery",
                Self.binding(
                    key: BindingKey(type: "Oven"), .provider(moduleName: "OvenModule", functionName: "oven"),
                    signature: "oven()", module: "Bakery")
            ),
            ("Bakery", Self.binding(key: BindingKey(type: "Twin"), .injectable(typeName: "Twin", kind: .class))),
            ("Bakery", Self.binding(key: BindingKey(type: "Twin"), .injectable(typeName: "Twin", kind: .class))),
            (
                "Shift",
                Self.binding(
                    key: BindingKey(type: "[String: Int]"),
                    .boundInstance(componentName: "Shift", parameterName: "hours"), module: "")
            ),
            (
                "Shift",
                Self.binding(
                    key: BindingKey(type: "Clock"), .boundInstance(componentName: "Shift", parameterName: "clock"),
                    module: "")
            ),
            (
                "Shift",
                Self.binding(
                    key: BindingKey(type: "Clock"), .boundInstance(componentName: "Shift", parameterName: "spareClock"),
                    module: "")
            ),
            (
                "Shift",
                Self.binding(key: BindingKey(type: "StoneOven"), .injectable(typeName: "StoneOven", kind: .class))
            ),
        ]
        #expect(
            GraphPicture.nodeIDs(nodes) == [
                "Bakery/StoneOven",
                "Bakery/Starter@\"rye\"",
                "Bakery/Greeting@\"say \\\"hi\\\"\\n\\\\\"",
                "Bakery/Topping (Kitchen.ToppingsModule.sprinkles())",
                "Bakery/Topping (Kitchen.ToppingsModule.glaze(sugar:))",
                "Bakery/Oven (Kitchen.Oven)",
                "Bakery/Oven (Bakery.OvenModule.oven())",
                "Bakery/Twin (Kitchen.Twin)",
                "Bakery/Twin (Kitchen.Twin)#2",
                "Shift/[String: Int]",
                "Shift/Clock (Shift.clock)",
                "Shift/Clock (Shift.spareClock)",
                "Shift/StoneOven",
            ]
        )
    }

    /// A lone contribution still names its declaration, so a second one added later renames neither.
    @Test func aLoneContribution_namesItsDeclaration() {
        let contribution = Self.binding(
            key: BindingKey(type: "Topping"), .provider(moduleName: "ToppingsModule", functionName: "sprinkles"),
            signature: "sprinkles()", contribution: .elements)
        #expect(
            GraphPicture.nodeIDs([("Bakery", contribution)]) == ["Bakery/Topping (Kitchen.ToppingsModule.sprinkles())"])
    }

    static func binding(
        key: BindingKey, _ source: Binding.Source, signature: String = "",
        contribution: MultibindingContribution? = nil,
        module: String = "Kitchen"
    ) -> Binding {
        Binding(
            id: 0, keys: [key], source: source, valueType: key.type, scope: .transient, dependencies: [], arguments: [],
            callParameters: [], isThrowing: false, isAsync: false, globalActor: nil, contribution: contribution,
            isEager: false, moduleName: module, inaccessibility: nil, inaccessibilityLocation: nil, location: nil,
            attributeLocation: nil, signature: signature
        )
    }
}
