extension GraphDiff {
    /// Every change a guard of `guards` forbids, in the order the diff lists them, guard by guard for one change.
    ///
    /// Throws when a guard needs what the new graph does not say (the module of each binding, which a graph written
    /// before nodes named their module lacks), rather than letting a change through unseen.
    package func guardedChanges(_ guards: [DiffGuard]) throws(DiffGuardError) -> [GuardedChange] {
        var distinct: [DiffGuard] = []
        for rule in guards where !distinct.contains(rule) { distinct.append(rule) }
        if let rule = distinct.first(where: \.needsModules), !newGraphNamesEveryModule {
            throw DiffGuardError(
                description:
                    "\(newFile) does not name the module of each binding, which --guard \(rule) needs; write it again "
                    + "with this suture's `suture graph --format json`"
            )
        }
        return allChanges.flatMap { component, change in
            distinct.filter { $0.forbids(change) }.map {
                GuardedChange(guardRule: $0, component: component, change: change)
            }
        }
    }
}
