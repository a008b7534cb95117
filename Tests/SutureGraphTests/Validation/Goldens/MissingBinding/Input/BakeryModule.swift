import Suture

struct Flour: Sendable {
    let kind: String
}

@Module
enum BakeryModule {
    @Provides(named: "rye", scope: .singleton)
    static func ryeStarter() -> Starter { Starter(grain: "rye") }

    @Provides
    static func thermometer() -> Thermometer? { Thermometer(degrees: 230) }

    @Provides(into: .set)
    static func wholeWheat() -> Flour { Flour(kind: "whole wheat") }
}

@Component(modules: [BakeryModule.self])
protocol Bakery {
    var baker: Baker { get }
    var flour: Flour { get }
}
