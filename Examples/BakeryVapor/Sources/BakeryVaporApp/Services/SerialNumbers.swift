import Suture
import Synchronization

/// Hands out 1, 2, 3… to instances as they are built, so a response shows which instance a request got.
@Injectable(scope: .singleton)
final class SerialNumbers: Sendable {
    private let last = Mutex(0)

    init() {}

    /// The next number.
    func next() -> Int {
        last.withLock { value in
            value += 1
            return value
        }
    }
}
