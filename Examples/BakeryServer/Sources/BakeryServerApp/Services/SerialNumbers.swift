import Suture
import Synchronization

/// Numbers instances as they are built (1, 2, 3…), so a response shows which ones a request got.
@Injectable(scope: .singleton)
final class SerialNumbers: Sendable {
    private let next = Mutex(0)

    init() {}

    /// The next number.
    func take() -> Int {
        next.withLock { value in
            value += 1
            return value
        }
    }
}
