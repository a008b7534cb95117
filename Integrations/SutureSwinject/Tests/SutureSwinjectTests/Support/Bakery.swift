import Suture
import SutureSwinject

// The app of the tests: half of it (the oven, the rye starter) still built by Swinject, the baker by Suture.

/// Bakes; Swinject builds it.
protocol Oven: AnyObject {
    var name: String { get }
}

/// The oven Swinject registers.
final class BrickOven: Oven {
    let name = "brick oven"
}

/// A starter of one grain; Swinject registers the rye one by name.
final class Starter {
    let grain: String

    init(grain: String) {
        self.grain = grain
    }
}

/// Built by Suture from what Swinject builds.
@Injectable
final class Baker {
    let oven: any Oven
    let starter: Starter

    init(oven: any Oven, @Named("rye") starter: Starter) {
        self.oven = oven
        self.starter = starter
    }
}

/// The keys Suture takes from Swinject, declared once: the component's graph and the bridge's check both read them.
@Module
enum FromSwinject {
    @Provides
    static func oven(swinject: SwinjectBridge) -> any Oven {
        swinject.take((any Oven).self)
    }

    @Provides(named: "rye")
    static func ryeStarter(swinject: SwinjectBridge) -> Starter {
        swinject.take(Starter.self, named: "rye")
    }
}

/// The component; SutureBuildPlugin generates `SutureBakery`.
@Component(modules: [FromSwinject.self])
protocol Bakery {
    init(swinject: SwinjectBridge)
    var baker: Baker { get }
}
