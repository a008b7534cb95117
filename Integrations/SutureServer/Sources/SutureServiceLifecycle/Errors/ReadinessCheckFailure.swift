/// What a `ReadinessChecked` service's check threw, marked so that the graph names the check as the step that failed.
struct ReadinessCheckFailure: Error {
    /// What the check threw.
    let underlyingError: any Error
}
