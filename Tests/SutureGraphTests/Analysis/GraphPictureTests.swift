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

    /// Declarations alike in every way are numbered in the order given, contributions too, and a third is `#3`.
    @Test func alikeDeclarations_areNumberedInOrder() {
        let twin = Self.binding(key: BindingKey(type: "Twin"), .injectable(typeName: "Twin", kind: .class))
        let topping = Self.binding(
            key: BindingKey(type: "Topping"), .provider(moduleName: "ToppingsModule", functionName: "sprinkles"),
            signature: "sprinkles()", contribution: .set)
        #expect(
            GraphPicture.nodeIDs([
                ("Bakery", twin), ("Bakery", topping), ("Shift", twin), ("Bakery", twin), ("Bakery", topping),
                ("Bakery", twin),
            ]) == [
                "Bakery/Twin (Kitchen.Twin)",
                "Bakery/Topping (Kitchen.ToppingsModule.sprinkles())",
                "Shift/Twin",
                "Bakery/Twin (Kitchen.Twin)#2",
                "Bakery/Topping (Kitchen.ToppingsModule.sprinkles())#2",
                "Bakery/Twin (Kitchen.Twin)#3",
            ]
        )
    }

    /// Should a key's spelling ever read like another binding's id with its declaration, the two ids still differ: the
    /// later one, whichever it is, is numbered.
    @Test func aKeyThatReadsLikeAnIDWithItsDeclaration_isNumbered() {
        let lookalike = Self.binding(
            key: BindingKey(type: "Oven (Kitchen.Oven)"), .injectable(typeName: "Lookalike", kind: .class))
        let oven = Self.binding(key: BindingKey(type: "Oven"), .injectable(typeName: "Oven", kind: .struct))
        let providedOven = Self.binding(
            key: BindingKey(type: "Oven"), .provider(moduleName: "OvenModule", functionName: "oven"),
            signature: "oven()")
        #expect(
            GraphPicture.nodeIDs([("Bakery", lookalike), ("Bakery", oven), ("Bakery", providedOven)]) == [
                "Bakery/Oven (Kitchen.Oven)",
                "Bakery/Oven (Kitchen.Oven)#2",
                "Bakery/Oven (Kitchen.OvenModule.oven())",
            ]
        )
        #expect(
            GraphPicture.nodeIDs([("Bakery", oven), ("Bakery", providedOven), ("Bakery", lookalike)]) == [
                "Bakery/Oven (Kitchen.Oven)",
                "Bakery/Oven (Kitchen.OvenModule.oven())",
                "Bakery/Oven (Kitchen.Oven)#2",
            ]
        )
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
