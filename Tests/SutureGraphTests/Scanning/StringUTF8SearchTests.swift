import Testing

@testable import SutureGraph

/// Words found in source text byte for byte.
struct StringUTF8SearchTests {
    @Test func aWordIsFoundAnywhere_andOnlyWhenItIsThere() {
        let text = "import Suture\n@Injectable final class Baker {}\n// crème\n"
        #expect(text.containsUTF8("@Inject"))
        #expect(text.containsUTF8("import"))
        #expect(text.containsUTF8("crème\n"))
        #expect(!text.containsUTF8("@Component"))
        #expect(!text.containsUTF8("Baker {}\n// crèmes"))
        #expect(!"".containsUTF8("a"))
        #expect(!"abc".containsUTF8(""))
    }

    @Test func occurrences_doNotOverlap_andStopAtTheLimit() {
        #expect("struct A {}\nstruct B {}\nstruct C {}".occurrencesUTF8(of: "struct ") == 3)
        #expect("struct A {}\nstruct B {}\nstruct C {}".occurrencesUTF8(of: "struct ", limit: 2) == 2)
        #expect("aaaa".occurrencesUTF8(of: "aa") == 2)
        #expect("aab".occurrencesUTF8(of: "ab") == 1)
        #expect("class".occurrencesUTF8(of: "class ") == 0)
    }

    @Test func aWordAtTheEnd_isFound_andAFirstByteTooLateToStartOne_isNot() {
        #expect("abab".occurrencesUTF8(of: "ab") == 2)
        #expect("xab".occurrencesUTF8(of: "ab") == 1)
        #expect("ba".occurrencesUTF8(of: "ab") == 0)
        #expect("a\u{0}b".occurrencesUTF8(of: "\u{0}b") == 1)
    }
}
