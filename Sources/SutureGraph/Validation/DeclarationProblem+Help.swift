extension DeclarationProblem {
    /// The fix to print: the macro's fix-its, or, where it offers none, the message's own advice.
    var help: String {
        guard !fixes.isEmpty else {
            return "change the declaration as the message says; the macro on it reports the same problem"
        }
        return fixes.map { $0.prefix(1).lowercased() + $0.dropFirst() }.joined(separator: ", or ")
    }
}
