/// How a filled `RequestScopeSlot` reaches its request's scope without naming the middleware's context type: the
/// request's box, type-erased, and the function that reaches the scope through it.
///
/// A function value, not a protocol: the middleware is `@inlinable`, so the function is the one specialized for the
/// app's context type, and a request's scope is reached without generic code or metadata look-ups at run time. A
/// protocol's witness for a generic type is always its unspecialized code.
@usableFromInline
struct RequestScopeAccess<RequestScope: Sendable>: @unchecked Sendable {
    // Unchecked: `box` is the storage of a `RequestScopeBox`, whose state changes only under its lock and whose seed
    // never changes; `reach`, `release` and `phase` are static functions, capturing nothing.

    /// The request's box.
    @usableFromInline let box: AnyObject
    /// Reaches the scope through `box`; `binding` and `context` name what asked, for messages.
    @usableFromInline let reach: (_ box: AnyObject, _ binding: () -> String, _ context: Any.Type) throws -> RequestScope
    /// Releases the scope in `box`.
    @usableFromInline let release: (_ box: AnyObject) -> Void
    /// Reads where the scope in `box` stands, without building it.
    @usableFromInline let phase: (_ box: AnyObject) -> RequestScopePhase

    @inlinable
    init(
        box: AnyObject,
        reach: @escaping (_ box: AnyObject, _ binding: () -> String, _ context: Any.Type) throws -> RequestScope,
        release: @escaping (_ box: AnyObject) -> Void,
        phase: @escaping (_ box: AnyObject) -> RequestScopePhase
    ) {
        self.box = box
        self.reach = reach
        self.release = release
        self.phase = phase
    }
}
