import Testing

@testable import SutureGraph

/// The validator list is the one place rules run: every diagnostic ID belongs to exactly one validator in it.
struct GraphValidatorsTests {
    @Test func everyDiagnosticID_hasExactlyOneValidator() {
        var validators: [DiagnosticID: [String]] = [:]
        for validator in GraphValidators.all {
            validators[validator.id, default: []].append(String(describing: type(of: validator)))
        }
        for id in DiagnosticID.allCases {
            #expect(validators[id]?.count == 1, "\(id.rawValue) is stamped by \(validators[id] ?? [])")
        }
        #expect(GraphValidators.all.count == DiagnosticID.allCases.count)
    }
}
