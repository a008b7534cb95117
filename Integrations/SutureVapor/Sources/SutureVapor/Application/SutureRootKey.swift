import Vapor

/// The `app.storage` key under which `app.suture.use(...)` keeps the root.
@usableFromInline
struct SutureRootKey: StorageKey {
    @usableFromInline typealias Value = SutureRoot
}
