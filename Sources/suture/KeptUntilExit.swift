/// Keeps what a command built until the process ends, so it is not freed object by object just before the system
/// takes the whole process back: the analysis of 10,000 types is about 50M instructions to free, on the one thread
/// the build waits for.
///
/// Only for the `suture` process, whose commands each run once and exit; nothing in the libraries keeps anything so.
enum KeptUntilExit {
    /// Keeps `value` alive until the process exits.
    static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Holder(value))
    }

    /// What holds a kept value.
    private final class Holder<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
