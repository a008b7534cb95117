/// A change of the diff that a guard forbids, with the guard and the component it stands under.
package struct GuardedChange: Equatable, Sendable {
    /// The guard that forbids it.
    package var guardRule: DiffGuard
    /// The component the diff lists it under.
    package var component: String
    /// The change.
    package var change: GraphChange
}
