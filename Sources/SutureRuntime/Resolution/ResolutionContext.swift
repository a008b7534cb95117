/// The chain of requests one thread is resolving right now, and the graph-scoped instances of that chain.
///
/// Only its own thread touches `path` and `graph`; `awaitedCell` is read by other threads
/// under the construction monitor's lock, which is why the type is `@unchecked Sendable`.
@usableFromInline
final class ResolutionContext: @unchecked Sendable {
    /// The entries being built, outermost first, in the first `pathCount` places of a buffer this context owns.
    /// Their containers keep them alive meanwhile.
    ///
    /// A buffer, not an array: every object built pushes and pops one entry, and an array's uniqueness and
    /// capacity checks were a third of that.
    // One thread owns the path and `graph` (the monitor's lock guards the `awaited` pair), so the
    // dynamic exclusivity checks a class property gets would only cost time on every resolve.
    @exclusivity(unchecked) @usableFromInline var pathStorage: UnsafeMutablePointer<Unmanaged<Entry>>
    /// How many entries are on the path.
    @exclusivity(unchecked) @usableFromInline var pathCount = 0
    /// How many entries the buffer holds before it grows.
    @exclusivity(unchecked) @usableFromInline var pathCapacity: Int
    /// The `.graph` instances of the current top-level request, made when it first needs them, or installed by a
    /// `Lazy` or `Provider` read for the request that handed it out.
    @exclusivity(unchecked) @usableFromInline var graph: GraphInstances?
    /// Whether `graph` was installed by a `Lazy` or `Provider` read, which outlives the requests it makes.
    @exclusivity(unchecked) @usableFromInline var isGraphInstalled = false
    /// The shared instance that keeps the `Lazy` or `Provider` being read on this thread, if one does: what the
    /// read builds may be kept by it too.
    @exclusivity(unchecked) var readKeptBy: AnyDependencyKey?
    /// The cell this thread waits for, guarded by the construction monitor.
    @exclusivity(unchecked) var awaitedCell: CellConstructionState?
    /// The component word this thread waits for, guarded by the construction monitor.
    @exclusivity(unchecked) var awaitedWord: UnsafeRawPointer?
    /// The key of the awaited cell or word, for the message if the wait turns out to be a cycle.
    @exclusivity(unchecked) var awaitedKey: AnyDependencyKey?

    /// The context of the calling thread.
    static var current: ResolutionContext {
        @inline(__always) get { ThreadLocalContext.current }
    }

    /// A context with room for a path 16 entries deep, growing as deeper graphs need.
    init() {
        pathCapacity = 16
        pathStorage = .allocate(capacity: pathCapacity)
    }

    deinit {
        pathStorage.deallocate()
    }

    /// Whether no request is in progress on this thread.
    var isIdle: Bool { pathCount == 0 }

    /// The keys along the path, outermost first, after those of the async requests that led here.
    var keys: [AnyDependencyKey] {
        (AsyncFrame.current?.keys ?? []) + localKeys
    }

    /// The keys along this thread's synchronous path only.
    var localKeys: [AnyDependencyKey] {
        UnsafeBufferPointer(start: pathStorage, count: pathCount).map { $0.takeUnretainedValue().key }
    }

    /// Starts building `entry`; a cycle is reported here, before it can recurse. Inlined into every request.
    @inlinable
    func enter(_ entry: Entry) throws {
        let opaque = Unmanaged.passUnretained(entry)
        var index = 0
        while index < pathCount {
            if pathStorage[index].toOpaque() == opaque.toOpaque() { throw cycle(entering: entry) }
            index += 1
        }
        if pathCount == pathCapacity { growPath() }
        (pathStorage + pathCount).initialize(to: opaque)
        pathCount += 1
    }

    /// Doubles the path's buffer.
    @usableFromInline
    func growPath() {
        let grown = UnsafeMutablePointer<Unmanaged<Entry>>.allocate(capacity: pathCapacity * 2)
        grown.moveInitialize(from: pathStorage, count: pathCount)
        pathStorage.deallocate()
        pathStorage = grown
        pathCapacity *= 2
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
        pathCount -= 1
        if pathCount == 0 && graph != nil && !isGraphInstalled {
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

    /// The shared instance whose container keeps what is being built now (a singleton or custom-scoped entry on
    /// the path, innermost first, or the one that keeps the wrapper being read), and whether a `.graph` instance
    /// on the path keeps it: a `Lazy` or `Provider` handed out now must hold neither strongly.
    func keepers() -> (shared: AnyDependencyKey?, byGraph: Bool) {
        var shared: AnyDependencyKey?
        var byGraph = false
        func note(_ scope: Scope, _ key: AnyDependencyKey) {
            switch scope {
            case .singleton, .custom: if shared == nil { shared = key }
            case .graph: byGraph = true
            case .transient, .weak: break
            }
        }
        for index in stride(from: pathCount - 1, through: 0, by: -1) {
            let entry = pathStorage[index].takeUnretainedValue()
            note(entry.scope, entry.key)
        }
        var frame = AsyncFrame.current
        while let current = frame {
            note(current.scope, current.key)
            frame = current.parent
        }
        return (shared ?? readKeptBy, byGraph)
    }

    /// Runs `body`, the read of a `Lazy` or `Provider` that `keeper` keeps, so that what it hands out knows.
    func reading<Result>(keptBy keeper: AnyDependencyKey, _ body: () throws -> Result) rethrows -> Result {
        let previous = readKeptBy
        readKeptBy = keeper
        defer { readKeptBy = previous }
        return try body()
    }
}
