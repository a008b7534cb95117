import ArgumentParser

/// One `--define`: a custom condition the target's build sets (`FLAG`), or a dependency's (`NAME=FLAG`).
struct ModuleDefine: ExpressibleByArgument, Equatable {
    /// The dependency module that defines the flag, or `nil` for the target.
    let moduleName: String?
    /// The custom condition, as `-D` sets it and `#if` reads it.
    let flag: String

    /// Reads `FLAG` or `NAME=FLAG`; an empty name or flag is refused.
    init?(argument: String) {
        guard let separator = argument.firstIndex(of: "=") else {
            guard !argument.isEmpty else { return nil }
            moduleName = nil
            flag = argument
            return
        }
        let name = argument[..<separator]
        let flag = argument[argument.index(after: separator)...]
        guard !name.isEmpty, !flag.isEmpty else { return nil }
        moduleName = String(name)
        self.flag = String(flag)
    }
}
