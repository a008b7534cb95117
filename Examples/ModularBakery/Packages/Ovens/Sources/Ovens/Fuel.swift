import Suture

/// What an oven burns.
public protocol Fuel: Sendable {
    /// What the log calls it.
    var name: String { get }
}

#if WOOD_FIRED
    /// The fuel of builds that define WOOD_FIRED, as this package's manifest does for its target.
    @Injectable(as: Fuel.self)
    public struct Firewood: Fuel {
        /// What the log calls it.
        public let name = "firewood"

        /// Stacks the wood.
        public init() {}
    }
#else
    /// The fuel of builds without WOOD_FIRED: the app does not define it, yet its graph gets this package's firewood.
    @Injectable(as: Fuel.self)
    public struct Gas: Fuel {
        /// What the log calls it.
        public let name = "gas"

        /// Opens the valve.
        public init() {}
    }
#endif
