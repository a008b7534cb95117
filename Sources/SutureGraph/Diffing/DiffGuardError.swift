/// A guard the diff cannot judge, and why: the new graph does not name the module of its bindings.
package struct DiffGuardError: Error, Equatable, CustomStringConvertible {
    /// The message, naming the file and what to do.
    package let description: String
}
