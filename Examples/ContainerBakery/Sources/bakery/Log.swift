/// Prints what the bakery builds and does, indented under the current step.
enum Log {
    /// Starts a step of the program.
    static func step(_ title: String) {
        print("\n== \(title)")
    }

    /// Records that the container built something.
    static func built(_ what: String) {
        print("  built \(what)")
    }

    /// Records what happened.
    static func note(_ what: String) {
        print("  \(what)")
    }
}
