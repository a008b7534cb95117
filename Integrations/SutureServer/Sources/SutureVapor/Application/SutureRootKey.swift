import Vapor

/// The `app.storage` key under which `app.suture.use(...)` keeps the root.
struct SutureRootKey: StorageKey {
    typealias Value = SutureRoot
}
