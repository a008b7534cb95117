import SutureRuntime
import Synchronization

/// A request's container kept past its request, as a detached task might keep it.
final class KeptContainer: Sendable {
    private let stored = Mutex<Container?>(nil)

    func keep(_ container: Container) { stored.withLock { $0 = container } }
    var container: Container? { stored.withLock { $0 } }
}
