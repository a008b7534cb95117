import Suture
import Foundation

/// The registrations of ProduceAssembly that `suture migrate swinject` converted to providers.
@Module
enum ProduceModule {
    @Provides(scope: .graph)
    static func produce() -> any Produce {
        Apple(label: "Braeburn")
    }
}
