import Atomics

/// One word inside a generated component that publishes a shared instance: the slot of a singleton or custom-scoped
/// binding with no allocation of its own.
///
/// Generated components (`suture generate`, `SutureBuildPlugin`) declare their words as their class's first stored
/// property — one word, or a tuple of them — and reach word `index` through the class instance: the words lie right
/// after the object header, where `_getUnsafePointerToStoredProperties` points. A word holds what a singleton cell's
/// word holds (the instance itself, tagged, when it is one class reference, or else a box), so a request-scoped
/// subcomponent is one allocation however many instances it keeps. The class releases its words in its `deinit`.
/// Hand-written code has no reason to use it.
@_spi(SutureGenerated)
public struct ComponentInstanceSlot: @unchecked Sendable {
    // Sendable because after initialization the word is read and written only atomically, through the component.
    @usableFromInline var representation = UnsafeRawPointer?.AtomicRepresentation(nil)

    /// An empty word.
    public init() {}

    /// The instance published in word `index` of `component`, built by `make` on the first call; concurrent first
    /// calls wait for that one build.
    ///
    /// ## Restrictions
    /// As for ``ComponentSingleton/get(_:)``: an initializer that reads a `Lazy` or `Provider` needing the instance
    /// being built stops the program with the cycle's `ResolutionError`.
    @inlinable
    public static func instance<Value>(in component: AnyObject, at index: Int, _ make: () -> Value) -> Value {
        let address = Self.address(in: component, at: index)
        if let published = UnsafeAtomic<UnsafeRawPointer?>(at: address).load(ordering: .acquiring) {
            return SingletonCell<Value>.value(published: published)
        }
        return build(at: address, make)
    }

    /// The instance published in word `index` of `component`, built by a throwing `make` on the first call; a
    /// failure is thrown and the next call tries again.
    @inlinable
    public static func value<Value>(in component: AnyObject, at index: Int, _ make: () throws -> Value) throws -> Value
    {
        let address = Self.address(in: component, at: index)
        if let published = UnsafeAtomic<UnsafeRawPointer?>(at: address).load(ordering: .acquiring) {
            return SingletonCell<Value>.value(published: published)
        }
        return try buildThrowing(at: address, make)
    }

    /// Whether word `index` of `component` holds an instance.
    public static func isBuilt(in component: AnyObject, at index: Int) -> Bool {
        word(in: component, at: index).load(ordering: .acquiring) != nil
    }

    /// Releases the instances held by the first `count` words of `component`; called once, from its `deinit`.
    public static func releaseInstances(in component: AnyObject, count: Int) {
        for index in 0..<count {
            if let published = word(in: component, at: index).load(ordering: .acquiring) {
                PublishedInstance.release(published)
            }
        }
    }

    /// Word `index` of the words that begin `component`'s stored properties.
    @inlinable @inline(__always)
    static func word(in component: AnyObject, at index: Int) -> UnsafeAtomic<UnsafeRawPointer?> {
        UnsafeAtomic<UnsafeRawPointer?>(at: address(in: component, at: index))
    }

    /// Where word `index` of `component` lies.
    @inlinable @inline(__always)
    static func address(in component: AnyObject, at index: Int) -> UnsafeMutablePointer<
        UnsafeRawPointer?.AtomicRepresentation
    > {
        _getUnsafePointerToStoredProperties(component)
            .assumingMemoryBound(to: UnsafeRawPointer?.AtomicRepresentation.self) + index
    }

    @usableFromInline
    static func build<Value>(
        at address: UnsafeMutablePointer<UnsafeRawPointer?.AtomicRepresentation>,
        _ make: () -> Value
    ) -> Value {
        buildingSharedInstance { try buildThrowing(at: address, make) }
    }

    @usableFromInline
    static func buildThrowing<Value>(
        at address: UnsafeMutablePointer<UnsafeRawPointer?.AtomicRepresentation>,
        _ make: () throws -> Value
    ) throws -> Value {
        try ConstructionMonitor.shared.instance(
            publishedAt: address,
            key: AnyDependencyKey(Value.self),
            context: ResolutionContext.current,
            make: make
        )
    }
}
