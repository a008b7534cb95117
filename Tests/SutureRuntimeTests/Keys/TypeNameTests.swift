import Testing

@testable import SutureRuntime

/// A user type whose name ends like the standard library's `Optional`, which must not be sugared.
struct MyOptional<Wrapped> {}

/// A user type whose name ends like `Array`.
struct MyArray<Element> {}

enum Outer {
    struct Inner {}
    enum Deeper {
        struct Innermost {}
    }
}

struct GenericOuter<Element> {
    struct Inner {}
}

protocol Glazed {}
protocol Sliced {}

private struct FilePrivateLoaf {}

@Suite struct TypeNameTests {
    @Test func describe_stripsTheModule() {
        #expect(TypeName.describe(Thermometer.self) == "Thermometer")
        #expect(TypeName.describe(Int.self) == "Int")
    }

    @Test func describe_keepsTheEnclosingTypesOfANestedType() {
        #expect(TypeName.describe(Outer.Inner.self) == "Outer.Inner")
        #expect(TypeName.describe(Outer.Deeper.Innermost.self) == "Outer.Deeper.Innermost")
    }

    @Test func describe_stripsModulesInsideGenericArguments() {
        #expect(TypeName.describe(Lazy<Thermometer>.self) == "Lazy<Thermometer>")
        #expect(TypeName.describe(GenericOuter<Outer.Inner>.Inner.self) == "GenericOuter<Outer.Inner>.Inner")
    }

    @Test func describe_writesOptionalAsQuestionMark() {
        #expect(TypeName.describe(Thermometer?.self) == "Thermometer?")
        #expect(TypeName.describe(Int??.self) == "Int??")
        #expect(TypeName.describe(Lazy<Int?>.self) == "Lazy<Int?>")
    }

    @Test func describe_writesArrayAndDictionaryWithBrackets() {
        #expect(TypeName.describe([Recipe].self) == "[Recipe]")
        #expect(TypeName.describe([String: Recipe].self) == "[String: Recipe]")
        #expect(TypeName.describe([String: [Int: Thermometer?]].self) == "[String: [Int: Thermometer?]]")
        #expect(TypeName.describe([Outer.Inner]?.self) == "[Outer.Inner]?")
    }

    @Test func describe_doesNotSugarAUserTypeNamedLikeAStandardOne() {
        #expect(TypeName.describe(MyOptional<Int>.self) == "MyOptional<Int>")
        #expect(TypeName.describe(MyArray<Thermometer>.self) == "MyArray<Thermometer>")
        #expect(TypeName.describe(MyOptional<Int?>.self) == "MyOptional<Int?>")
    }

    @Test func describe_writesAProtocolWithoutItsModule() {
        #expect(TypeName.describe((any Oven).self) == "Oven")
        #expect(TypeName.describe((any Oven)?.self) == "Oven?")
    }

    @Test func describe_parenthesizesAnOptionalComposition() {
        #expect(TypeName.describe((any Glazed & Sliced)?.self) == "(Glazed & Sliced)?")
    }

    @Test func describe_keepsTheArrowOfAFunctionType() {
        #expect(TypeName.describe(((Int) -> String).self) == "(Int) -> String")
        #expect(TypeName.describe(((Int) -> String)?.self) == "((Int) -> String)?")
        #expect(TypeName.describe([(Int) -> String].self) == "[(Int) -> String]")
    }

    @Test func describe_writesTuplesWithoutModules() {
        #expect(TypeName.describe((Thermometer, Int).self) == "(Thermometer, Int)")
    }

    @Test func describe_dropsTheAnonymousContextOfLocalAndPrivateTypes() {
        struct LocalLoaf {}
        #expect(TypeName.describe(LocalLoaf.self) == "LocalLoaf")
        #expect(TypeName.describe(FilePrivateLoaf.self) == "FilePrivateLoaf")
    }

    @Test func qualified_keepsTheModule() {
        #expect(TypeName.qualified(Thermometer.self) == "SutureRuntimeTests.Thermometer")
    }
}
