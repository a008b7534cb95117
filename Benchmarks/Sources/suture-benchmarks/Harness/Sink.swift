/// Keeps every result of a measured loop alive, so the optimiser cannot delete the work that made it.
///
/// `consume` takes a result's identity, not a reference: holding a reference would add a retain and a release to
/// every operation, more than reading a stored singleton costs. `keep` holds the result itself until the
/// repetition's time is taken, so that tearing down something big is not counted as building it.
final class Sink {
    /// A sum of the identities of every consumed result, so that no result is dead.
    private(set) var identities: UInt = 0
    /// How many results the loop handed over; the stopwatch checks it against the iteration count.
    private(set) var consumedCount = 0
    private var keptResults: [AnyObject] = []

    /// Takes one result; never inlined, so the optimiser cannot see that its identity is all that is kept.
    @inline(never)
    func consume(_ result: AnyObject) {
        identities &+= UInt(bitPattern: ObjectIdentifier(result))
        consumedCount &+= 1
    }

    /// Takes one result and holds it until the sink itself goes, after the stopwatch has stopped.
    @inline(never)
    func keep(_ result: AnyObject) {
        keptResults.append(result)
        consumedCount &+= 1
    }
}
