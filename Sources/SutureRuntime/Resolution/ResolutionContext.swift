/// The chain of requests one thread is resolving right now, and the graph-scoped instances of that chain.
///
/// Only its own thread touches `path` and `graphInstances`; `awaitedCell` is read by other threads
/// under the construction monitor's lock, which is why the type is `@unchecked Sendable`.
@usableFromInline
final class ResolutionContext: @unchecked Sendable {
    /// The entries being built, outermost first. Their containers keep them alive meanwhile.
    // One thread owns `path` and `graphInstances` (the monitor's lock guards the `awaited` pair), so the
    // dynamic exclusivity checks a class property gets would only cost time on every resolve.
    @exclusivity(unchecked) private(set) var path: ContiguousArray<Unmanaged<Entry>> = []
    /// Instances of `.graph` bindings built within the current top-level request.
    @exclusivity(unchecked) var graphInstances: [ObjectIdentifier: Any] = [:]
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

    /// Starts building `entry`; a cycle is reported here, before it can recurse.
    @usableFromInline
    func enter(_ entry: Entry) throws {
        let opaque = Unmanaged.passUnretained(entry)
        for element in path where element.toOpaque() == opaque.toOpaque() {
            throw ResolutionError(kind: .cycle, key: entry.key, path: keys + [entry.key], site: entry.site)
        }
        path.append(opaque)
    }

    /// Finishes building the innermost entry; the end of a top-level request forgets its graph instances.
    @usableFromInline
    func leave() {
        path.removeLast()
        if path.isEmpty && !graphInstances.isEmpty {
            graphInstances.removeAll()
        }
    }
}
