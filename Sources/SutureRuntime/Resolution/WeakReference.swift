/// An object held weakly by a `Lazy` or `Provider` that a shared instance keeps, so that the wrapper does not keep
/// alive the store that keeps the instance.
struct WeakReference<Object: AnyObject>: @unchecked Sendable {
    // Sendable because a weak reference is loaded atomically, and only Sendable objects (a container, a request's
    // `.graph` instances) are held.
    weak var object: Object?

    /// Holds `object` weakly.
    init(_ object: Object?) {
        self.object = object
    }
}
