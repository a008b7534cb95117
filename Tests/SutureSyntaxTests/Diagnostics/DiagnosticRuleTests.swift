import SutureSyntax
import Testing

/// Rule identifiers are stable names that messages print as `[Suture/ID]`.
struct DiagnosticRuleTests {
    @Test func identifiers_areUniqueUpperCamelCaseNames() {
        let identifiers = DiagnosticRule.allCases.map(\.rawValue)
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers {
            #expect(identifier.first?.isUppercase == true, "\(identifier)")
            #expect(identifier.allSatisfy { $0.isLetter }, "\(identifier)")
        }
        #expect(DiagnosticRule.ambiguousInitializer.rawValue == "AmbiguousInitializer")
    }
}
