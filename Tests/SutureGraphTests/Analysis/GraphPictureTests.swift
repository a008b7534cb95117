import SutureSyntax
import Testing

@testable import SutureGraph

/// The ids of the picture's nodes, which `suture graph --diff` matches on: built from the binding's key, with the
/// declaration added only where bindings of one component share a key, and never from the name messages give it.
struct GraphPictureTests {
    @Test func ids_comeFromTheKey_andAddTheDeclarationWhereAKeyIsShared() {
        let bindings = [
            Self.binding(key: BindingKey(type: "StoneOven"), .injectable(typeName: "StoneOven", kind: .class)),
            Self.binding(
                key: BindingKey(type: "Starter", qualifier: "rye"),
                .provider(moduleName: "StartersModule", functionName: "rye"), signature: "rye()"),
            Self.binding(
                key: BindingKey(type: "Greeting", qualifier: "say \"hi\"\n\\"),
                .provider(moduleName: "StartersModule", functionName: "greeting"), signature: "greeting()"),
            Self.binding(
                key: BindingKey(type: "Topping"), .provider(moduleName: "ToppingsModule", functionName: "sprinkles"),
                signature: "sprinkles()", contribution: .set),
            Self.binding(
                key: BindingKey(type: "Topping"), .provider(moduleName: "ToppingsModule", functionName: "glaze"),
                signature: "glaze(sugar:)", contribution: .map(key: "\"glaze\"")),
            Self.binding(key: BindingKey(type: "Oven"), .injectable(typeName: "Oven", kind: .struct)),
            Self.binding(
                key: BindingKey(type: "Oven"), .provider(moduleName: "OvenModule", functionName: "oven"),
                signature: "oven()", module: "Bakery"),
            Self.binding(key: BindingKey(type: "Twin"), .injectable(typeName: "Twin", kind: .class)),
            Self.binding(key: BindingKey(type: "Twin"), .injectable(typeName: "Twin", kind: .class)),
            Self.binding(
                key: BindingKey(type: "[String: Int]"), .boundInstance(componentName: "Shift", parameterName: "hours"),
                module: ""),
            Self.binding(
                key: BindingKey(type: "Clock"), .boundInstance(componentName: "Shift", parameterName: "clock"),
                module: ""),
            Self.binding(
                key: BindingKey(type: "Clock"), .boundInstance(componentName: "Shift", parameterName: "spareClock"),
                module: ""),
            Self.binding(key: BindingKey(type: "StoneOven"), .injectable(typeName: "StoneOven", kind: .class)),
        ]
        // The first nine in Bakery, the others in Shift.
        let nodes = bindings.indices.map { GraphNode(component: $0 < 9 ? 0 : 1, binding: $0) }
        #expect(
            GraphPicture.nodeIDs(nodes, componentNames: ["Bakery", "Shift"], bindings: bindings) == [
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
        #expect(Self.ids(inOneComponent: [contribution]) == ["Bakery/Topping (Kitchen.ToppingsModule.sprinkles())"])
    }

    /// Declarations alike in every way are numbered in the order given, contributions too, and a third is `#3`.
    @Test func alikeDeclarations_areNumberedInOrder() {
        let twin = Self.binding(key: BindingKey(type: "Twin"), .injectable(typeName: "Twin", kind: .class))
        let topping = Self.binding(
            key: BindingKey(type: "Topping"), .provider(moduleName: "ToppingsModule", functionName: "sprinkles"),
            signature: "sprinkles()", contribution: .set)
        #expect(
            GraphPicture.nodeIDs(
                [(0, 0), (0, 1), (1, 0), (0, 0), (0, 1), (0, 0)].map { GraphNode(component: $0, binding: $1) },
                componentNames: ["Bakery", "Shift"], bindings: [twin, topping]) == [
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
            Self.ids(inOneComponent: [lookalike, oven, providedOven]) == [
                "Bakery/Oven (Kitchen.Oven)",
                "Bakery/Oven (Kitchen.Oven)#2",
                "Bakery/Oven (Kitchen.OvenModule.oven())",
            ]
        )
        #expect(
            Self.ids(inOneComponent: [oven, providedOven, lookalike]) == [
                "Bakery/Oven (Kitchen.Oven)",
                "Bakery/Oven (Kitchen.OvenModule.oven())",
                "Bakery/Oven (Kitchen.Oven)#2",
            ]
        )
    }

    /// The ids of `bindings`, each made once by one component, Bakery.
    static func ids(inOneComponent bindings: [Binding]) -> [String] {
        GraphPicture.nodeIDs(
            bindings.indices.map { GraphNode(component: 0, binding: $0) }, componentNames: ["Bakery"],
            bindings: bindings)
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
