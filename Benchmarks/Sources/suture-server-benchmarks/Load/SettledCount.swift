/// A count that falls to zero shortly after a load run, such as the live request scopes.
enum SettledCount {
    /// The count once it reads zero, or as it reads after `attempts` waits of 10 ms.
    static func zeroOrLast(attempts: Int, _ read: () -> Int) async -> Int {
        for _ in 0..<attempts {
            if read() == 0 { return 0 }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return read()
    }
}
