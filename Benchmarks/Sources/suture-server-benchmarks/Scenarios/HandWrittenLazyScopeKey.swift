import Vapor

/// The `req.storage` key a Vapor developer declares by hand for a per-request class built on first use.
struct HandWrittenLazyScopeKey: StorageKey {
    typealias Value = HandWrittenLazyRequestScope
}
