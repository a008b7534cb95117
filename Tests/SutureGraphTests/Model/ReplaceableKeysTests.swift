import Testing

@testable import SutureGraph

/// What a component tree can replace: its keys, each named after the key in `Overrides`, and the types that limit who
/// can replace it.
struct ReplaceableKeysTests {
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
        #expect(ReplaceableKeys.memberName(for: key) == expected)
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
        let replaceable = ReplaceableKeys(resolved: analysis.resolved) { _ in true }
        #expect(replaceable.entries[0]?.map(\.memberName) == ["kitchenOven", "kitchenOven2"])
        #expect(replaceable.entries[0]?.map(\.key.type) == ["Kitchen.Oven", "KitchenOven"])
    }

    @Test func member_isOnlyAsVisibleAsTheTypesItNames() {
        let source = """
            import Suture
            public protocol Menu {}
            @Injectable(as: Menu.self) struct DailyMenu: Menu { init() {} }
            enum Kitchen { @Injectable public struct Oven { public init() {} } }
            public extension Kitchen2 { @Injectable struct Grill { public init() {} } }
            public enum Kitchen2 {}
            @Injectable package struct Spice { package init() {} }
            @Injectable internal struct Stove { init() {} }
            public struct Shelf<Item> { public init() {} }
            public struct Jar {}
            struct Crate {}
            @Module enum Shelves {
                @Provides static func jars() -> Shelf<Jar> { Shelf() }
                @Provides static func crates() -> Shelf<Crate>? { Shelf() }
            }
            @Component(modules: [Shelves.self]) public protocol Bakery {
                var menu: any Menu { get }
                var oven: Kitchen.Oven { get }
                var grill: Kitchen2.Grill { get }
                var spice: Spice { get }
                var stove: Stove { get }
                var jars: Shelf<Jar> { get }
                var crates: Shelf<Crate>? { get }
            }
            """
        let analysis = GraphCompiler().analyze(
            GraphInput(target: SourceModule(name: "App", files: [SourceFile(path: "Bakery.swift", text: source)])))
        let replaceable = ReplaceableKeys(resolved: analysis.resolved) { _ in true }
        let levels = (replaceable.entries[0] ?? []).map { "\($0.memberName): \($0.level(in: .public).rawValue)" }
        #expect(
            levels == [
                "kitchenOven: internal", "kitchen2Grill: public", "menu: public", "shelfCrate: internal",
                "shelfJar: public", "spice: package", "stove: internal",
            ])
        let written = (replaceable.entries[0] ?? []).flatMap(\.nonPublicTypes).map {
            "\($0.name) \($0.access.isWritten)"
        }
        #expect(written == ["Kitchen.Oven false", "Crate false", "Spice true", "Stove true"])
    }
}
