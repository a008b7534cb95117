import ServiceLifecycle
import Suture

/// Contributes the graph's services to `[any Service]`. The display case is listed first on purpose: the graph
/// compiler puts it after the pantry it holds, so the pantry is stocked before the case is lit.
@Module
enum ServicesModule {
    @Provides(into: .set)
    static func displayCase(_ displayCase: DisplayCase) -> any Service { displayCase }

    @Provides(into: .set)
    static func pantry(_ pantry: Pantry) -> any Service { pantry }
}
