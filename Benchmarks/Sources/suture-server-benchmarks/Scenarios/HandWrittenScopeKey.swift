import Vapor

/// The `req.storage` key a Vapor developer declares by hand for a per-request struct.
struct HandWrittenScopeKey: StorageKey {
    typealias Value = HandWrittenRequestScope
}
