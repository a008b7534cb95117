extension Container {
    /// A new container with the block's registrations replacing those of the same key, and fresh scope caches.
    ///
    /// Everything the new container resolves, the original's registrations included (and, for a
    /// `child`, its parents'), is built through it and cached in it, so an override reaches every
    /// dependent. The original is never touched.
    /// An override also replaces a key that another registration answers through `alias`. A set
    /// contribution in the block is added; a map contribution replaces the one with the same map key.
    ///
    /// It costs what its own registrations cost, whatever the size of the original: nothing is copied until it
    /// is used, and a binding that keeps no instance is shared with the original.
    ///
    /// - Parameter content: The registrations that replace those of the same key, or add new keys: `Register`
    ///   values, types' `registration` and modules' `registrations`.
    /// - Returns: A new container; this one is unchanged.
    public func overriding(@RegistrationBuilder _ content: () -> Registrations) -> Container {
        let overrides = content().all
        return Container(
            registrations: overrides,
            parent: nil,
            overrideBase: OverrideBase(container: self, overrides: overrides)
        )
    }

    /// A new container whose own registrations come first and whose misses fall back to this one.
    ///
    /// Unlike `overriding`, the parent's bindings are built by the parent and its shared instances
    /// are shared with the child; the child's bindings may depend on the parent's, never the reverse.
    ///
    /// - Parameter content: The child's own registrations, which may depend on this container's bindings.
    /// - Returns: A new container that falls back to this one.
    public func child(@RegistrationBuilder _ content: () -> Registrations) -> Container {
        Container(registrations: content().all, parent: self)
    }

    /// Forgets the instances of `scope` that this container keeps, so the next request builds new ones, and
    /// returns how many it forgot.
    ///
    /// A `child { }` shares its parents' instances but keeps only those of its own registrations: to forget
    /// the instances of a parent's registrations, reset the parent (which every child then sees). An
    /// `overriding { }` container keeps its own instances of every registration, so its reset never touches
    /// the original. Singletons live as long as their container: for new ones, make a new container or an
    /// `overriding` one; `reset(.singleton)` does not compile.
    ///
    /// - Parameter scope: `.custom(name)` to forget the instances of that custom scope, or `.weak` to forget the
    ///   weak instances that someone still holds.
    /// - Returns: How many instances it forgot.
    @discardableResult
    public func reset(_ scope: ResettableScope) -> Int {
        var forgotten = 0
        for entry in orderedEntries + (overrideBase?.copies ?? []) where entry.scope == scope.scope {
            if entry.resetInstance() { forgotten += 1 }
        }
        return forgotten
    }
}
