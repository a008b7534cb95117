/// Carries a value across an isolation boundary inside the container, which guards its own sharing.
///
/// A container hands the same instance to every caller, as the synchronous `resolve` does; a type
/// shared across tasks should be `Sendable`, and the documentation says so.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
