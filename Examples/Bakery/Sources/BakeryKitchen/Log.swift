/// Prints what the bakery builds and does, indented under the current step.
public enum Log {
    /// Starts a step of the program.
    public static func step(_ title: String) {
        print("\n== \(title)")
    }

    /// Records that something was built.
    public static func built(_ what: String) {
        print("  built \(what)")
    }

    /// Records what happened.
    public static func note(_ what: String) {
        print("  \(what)")
    }
}
