@_spi(SutureGenerated) import SutureRuntime

/// The root component as the graph compiler generates it, written out so the benchmark needs no build plugin (without
/// the override branches; the request subcomponent is in `ShopRequestComponent.swift`): a singleton in a word of the
/// component (`ComponentInstanceSlot`, its first stored property), and the request subcomponent's entry point.
final class ShopRoot: Sendable {
    // First, so that the runtime finds the words right after the object's header.
    nonisolated(unsafe) private var instanceWords = SutureRuntime.ComponentInstanceSlot()

    deinit { SutureRuntime.ComponentInstanceSlot.releaseInstances(in: self, count: 1) }

    /// The singleton pantry, built on first use.
    var pantry: Pantry { providePantry() }

    /// A new request subcomponent.
    func request() -> any ShopRequest {
        ShopRequestComponent(parent: self)
    }

    func providePantry() -> Pantry {
        SutureRuntime.ComponentInstanceSlot.instance(in: self, at: 0) { Pantry(number: 1) }
    }
}
