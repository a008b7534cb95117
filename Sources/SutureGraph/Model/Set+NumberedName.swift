extension Set<String> {
    /// Takes `name`, or `name#2`, `name#3`… when it is already taken, and returns the one taken: how the pictures
    /// and the diff tell apart two things that would otherwise show the same name.
    mutating func insertNumbered(_ name: String) -> String {
        var candidate = name
        var suffix = 2
        while !insert(candidate).inserted {
            candidate = "\(name)#\(suffix)"
            suffix += 1
        }
        return candidate
    }
}
