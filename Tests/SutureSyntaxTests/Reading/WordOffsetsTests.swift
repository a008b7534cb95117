import SutureSyntax
import Testing

/// Where a text holds a word, asked of ranges of its UTF-8 offsets.
struct WordOffsetsTests {
    @Test func range_holdsAWord_exactlyWhenOneStartsInIt() {
        //          0         1         2         3
        //          0123456789012345678901234567890123
        let text = "let a = 1 // Inject\n@Module enum M {}"
        let words = WordOffsets(of: ["Inject", "Module"], in: text)
        #expect(words.containsWord(in: 0..<13) == false)
        #expect(words.containsWord(in: 0..<14) == true)
        #expect(words.containsWord(in: 13..<14) == true)
        #expect(words.containsWord(in: 14..<21) == false)
        #expect(words.containsWord(in: 21..<22) == true)
        #expect(words.containsWord(in: 22..<text.utf8.count) == false)
        #expect(words.containsWord(in: 0..<0) == false)
    }

    @Test func wordsThatOverlap_andWordsPastMultiByteCharacters_areFound() {
        let text = "é Injectable Inject"
        let words = WordOffsets(of: ["Injectable", "Inject"], in: text)
        // `é` takes two bytes: the words start at 3 and 14.
        #expect(words.containsWord(in: 0..<3) == false)
        #expect(words.containsWord(in: 3..<4) == true)
        #expect(words.containsWord(in: 4..<14) == false)
        #expect(words.containsWord(in: 14..<15) == true)
        #expect(WordOffsets(of: ["Inject"], in: Array(text.utf8)).containsWord(in: 14..<15) == true)
    }

    @Test func wordsOfOneByte_andWordsThatEndTheText_areFound() {
        //                        012345
        let oneByte = WordOffsets(of: ["@"], in: "a @b @")
        #expect(oneByte.containsWord(in: 0..<2) == false)
        #expect(oneByte.containsWord(in: 2..<3) == true)
        #expect(oneByte.containsWord(in: 3..<5) == false)
        #expect(oneByte.containsWord(in: 5..<6) == true)
        //                            01234
        let atTheEnd = WordOffsets(of: ["ab", "b"], in: "xa ab")
        #expect(atTheEnd.containsWord(in: 0..<3) == false)
        #expect(atTheEnd.containsWord(in: 3..<4) == true)
        #expect(atTheEnd.containsWord(in: 4..<5) == true)
    }

    @Test func textWithoutTheWords_holdsNone() {
        let words = WordOffsets(of: ["Component"], in: "protocol Compo {}")
        #expect(words.containsWord(in: 0..<17) == false)
    }
}
