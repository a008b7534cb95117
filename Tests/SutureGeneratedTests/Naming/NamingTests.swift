import Suture
import Testing

/// Names resolved like the compiler does: nested types, typealiases, `any`, `Optional<T>`, module prefixes.
struct NamingTests {
    let larder = SutureLarder()

    @Test func nestedNames_resolveFromTheirLexicalScope() {
        #expect(larder.pantry.scale.unit == "g")
        #expect(larder.pantry.capacity == 500)
    }

    @Test func optionalSpelledOptional_isTheBoundLabel() {
        #expect(larder.shelf.label?.text == "flour")
    }

    @Test func existentialEntryPoint_isTheAliasedBinding() {
        #expect(larder.scale?.unit == "g")
    }

    @Test func emptyMultibinding_isEmpty() {
        #expect(larder.items.isEmpty)
    }
}
