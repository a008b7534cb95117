/// What one row measured: nanoseconds per operation for each library that fits, a reason for each that does not.
struct ScenarioResult {
    /// The row's heading.
    let title: String
    /// Median nanoseconds per operation, by library.
    let nanoseconds: [Library: Double]
    /// Why a library has no number in this row.
    let reasons: [Library: String]

    /// The ratio of `library`'s cost to the hand-written cost, when both were measured.
    func ratioToHandWritten(_ library: Library) -> Double? {
        guard let value = nanoseconds[library], let baseline = nanoseconds[.handWritten], baseline > 0 else {
            return nil
        }
        return value / baseline
    }
}
