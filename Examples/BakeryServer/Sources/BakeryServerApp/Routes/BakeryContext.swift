import Hummingbird
import SutureHummingbird

/// The request context: Hummingbird's own state, and the slot for the request's `BakeryRequest`.
struct BakeryContext: RequestScopeContext {
    var coreContext: CoreRequestContextStorage
    var requestScopeSlot = RequestScopeSlot<any BakeryRequest>()

    init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}
