import ServiceLifecycle
import Suture

/// Contributes the graph's services to `[any Service]`, in any order: `ServiceGraph` puts each after what it holds.
@Module
enum ServicesModule {
    @Provides(into: .set)
    static func ovens(_ ovens: Ovens) -> any Service { ovens }

    @Provides(into: .set)
    static func inventory(_ inventory: Inventory) -> any Service { inventory }
}
