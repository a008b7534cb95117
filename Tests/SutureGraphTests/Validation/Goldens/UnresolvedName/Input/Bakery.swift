import Suture

struct Starter: Sendable {
    let grain: String
}

@Module(includes: [StarterModul.self])
enum BakeryModule {
    @Provides(named: "rye")
    static func ryeStarter() -> Starter { Starter(grain: "rye") }
}

@Injectable
final class Baker {
    let starter: Starter

    init(@Named("rye") starter: Starter) { self.starter = starter }
}

@Component(modules: [BakeryModule.self, PastryModule.self])
protocol Bakery {
    var baker: Baker { get }
}

/// The module `includes:` meant: one letter away from what it wrote.
@Module
enum StarterModule {
    @Provides(named: "wheat")
    static func wheatStarter() -> Starter { Starter(grain: "wheat") }
}
