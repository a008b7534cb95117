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

/// Weighs the dough; Suture builds it from nothing Swinject builds, so the entry point that reaches it cannot throw.
@Injectable
final class Scale {
    init() {}
}

/// The keys Suture takes from Swinject, declared once: the component's graph and the bridge's check both read them.
@Module
enum FromSwinject {
    @Provides
    static func oven(swinject: SwinjectBridge) throws -> any Oven {
        try swinject.resolve((any Oven).self)
    }

    @Provides(named: "rye")
    static func ryeStarter(swinject: SwinjectBridge) throws -> Starter {
        try swinject.resolve(Starter.self, named: "rye")
    }
}

/// The component; SutureBuildPlugin generates `SutureBakery`.
@Component(modules: [FromSwinject.self])
protocol Bakery {
    init(swinject: SwinjectBridge)
    var baker: Baker { get throws }
    var scale: Scale { get }
}

/// A key taken from Swinject by a module the tests leave out of the bridge's `taking:`, as a user might forget to.
@Module
enum AlsoFromSwinject {
    @Provides(named: "wheat")
    static func wheatStarter(swinject: SwinjectBridge) throws -> Starter {
        try swinject.resolve(Starter.self, named: "wheat")
    }
}
