/// A command that cannot finish, for a reason found while it runs (a file to read or write, a name in the graph):
/// ArgumentParser prints the description after `Error:`, without the usage, and exits with status 1.
struct CommandFailure: Error, CustomStringConvertible {
    /// What failed, and why, in words that name the path or the name.
    let description: String

    /// Describes a failure.
    init(_ description: String) {
        self.description = description
    }
}
