import Hummingbird
import SutureHummingbird
import SutureServerTestSupport

/// The app's request context, with the slot the middleware fills.
struct ShopContext: RequestScopeContext {
    var coreContext: CoreRequestContextStorage
    var requestScopeSlot = RequestScopeSlot<any ShopRequest>()

    init(source: ApplicationRequestContextSource) {
        self.coreContext = CoreRequestContextStorage(source: source)
    }
}
