/// The chain of requests one thread is resolving right now, and the graph-scoped instances of that chain.
///
/// Only its own thread touches `path` and `graph`; `awaitedCell` is read by other threads
/// under the construction monitor's lock, which is why the type is `@unchecked Sendable`.
@usableFromInline
final class ResolutionContext: @unchecked Sendable {
    /// The entries being built, outermost first. Their containers keep them alive meanwhile.
    // One thread owns `path` and `graph` (the monitor's lock guards the `awaited` pair), so the
    // dynamic exclusivity checks a class property gets would only cost time on every resolve.
    @exclusivity(unchecked) @usableFromInline var path: ContiguousArray<Unmanaged<Entry>> = []
    /// The `.graph` instances of the current top-level request, made when it first needs them, or installed by a
    /// `Lazy` or `Provider` read for the request that handed it out.
    @exclusivity(unchecked) @usableFromInline var graph: GraphInstances?
    /// Whether `graph` was installed by a `Lazy` or `Provider` read, which outlives the requests it makes.
    @exclusivity(unchecked) @usableFromInline var isGraphInstalled = false
    /// The cell this thread waits for, guarded by the construction monitor.
    @exclusivity(unchecked) var awaitedCell: CellConstructionState?
    /// The key of the awaited cell, for the message if the wait turns out to be a cycle.
    @exclusivity(unchecked) var awaitedKey: AnyDependencyKey?

    /// The context of the calling thread.
    static var current: ResolutionContext {
        @inline(__always) get { ThreadLocalContext.current }
    }

    /// Whether no request is in progress on this thread.
    var isIdle: Bool { path.isEmpty }

    /// The keys along the path, outermost first, after those of the async requests that led here.
    var keys: [AnyDependencyKey] {
        (AsyncFrame.current?.keys ?? []) + localKeys
    }

    /// The keys along this thread's synchronous path only.
    var localKeys: [AnyDependencyKey] {
        path.map { $0.takeUnretainedValue().key }
    }

    /// Starts building `entry`; a cycle is reported here, before it can recurse. Inlined into every request.
    @inlinable
    func enter(_ entry: Entry) throws {
        let opaque = Unmanaged.passUnretained(entry)
        for element in path where element.toOpaque() == opaque.toOpaque() {
            throw cycle(entering: entry)
        }
        path.append(opaque)
    }

    /// The error of a request for an entry already on the path.
    @usableFromInline
    func cycle(entering entry: Entry) -> ResolutionError {
        ResolutionError(kind: .cycle, key: entry.key, path: keys + [entry.key], site: entry.site)
    }

    /// Finishes building the innermost entry; the end of a top-level request forgets its graph instances.
    /// Inlined into every request.
    @inlinable
    func leave() {
        path.removeLast()
        if path.isEmpty && graph != nil && !isGraphInstalled {
            graph = nil
        }
    }

    /// The `.graph` instances a request made now shares: those installed or made for the current top-level
    /// request, or those of the async request whose factory is running; `nil` for a top-level request.
    func currentGraph(creatingIfNeeded: Bool) -> GraphInstances? {
        if let graph { return graph }
        if let frame = AsyncFrame.current { return frame.graph }
        guard creatingIfNeeded, !isIdle else { return nil }
        let made = GraphInstances()
        graph = made
        return made
    }

    /// Runs `body` with `graph` as the current request's `.graph` instances, then puts back what was there.
    func withGraph<Result>(_ graph: GraphInstances?, _ body: () throws -> Result) rethrows -> Result {
        guard let graph else { return try body() }
        let (previous, wasInstalled) = (self.graph, isGraphInstalled)
        (self.graph, isGraphInstalled) = (graph, true)
        defer { (self.graph, isGraphInstalled) = (previous, wasInstalled) }
        return try body()
    }
}
