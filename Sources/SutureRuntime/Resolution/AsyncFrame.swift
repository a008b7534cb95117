/// One request of an async resolve, linked to the request that made it: the path of an async resolve.
///
/// Async factories may suspend and move between threads, so their path lives in a task-local value
/// instead of the thread-local `ResolutionContext`.
final class AsyncFrame: Sendable {
    /// The frame of the async request the current task is building, if any.
    @TaskLocal static var current: AsyncFrame?

    let entry: ObjectIdentifier
    let key: AnyDependencyKey
    /// The scope of the entry: whether its container keeps what this request builds.
    let scope: Scope
    let parent: AsyncFrame?
    /// Instances of `.graph` bindings, shared by every frame of one top-level request.
    let graph: GraphInstances

    init(entry: Entry, parent: AsyncFrame?) {
        self.entry = ObjectIdentifier(entry)
        self.key = entry.key
        self.scope = entry.scope
        self.parent = parent
        self.graph = parent?.graph ?? GraphInstances()
    }

    /// The keys from the top-level request to this one.
    var keys: [AnyDependencyKey] {
        var keys: [AnyDependencyKey] = []
        var frame: AsyncFrame? = self
        while let current = frame {
            keys.append(current.key)
            frame = current.parent
        }
        return keys.reversed()
    }

    /// Whether `entry` is being built by this request or one that led to it.
    func contains(_ entry: Entry) -> Bool {
        var frame: AsyncFrame? = self
        while let current = frame {
            if current.entry == ObjectIdentifier(entry) { return true }
            frame = current.parent
        }
        return false
    }
}
