/// The custom conditions the build itself decides: a flag that some module defines (a target's `.define`, which
/// SwiftPM tells the plugin) is set in the modules that define it and unset in the others whose defines are known.
///
/// What the build does not say stays open and is checked both ways: `DEBUG` (a build configuration, not a target's
/// setting), the platform, a flag no module defines, and any flag of a module whose defines nobody gave.
struct ModuleDefines: Sendable {
    /// Every flag some module defines.
    let flags: Set<String>

    /// The defines of `modules`.
    init(_ modules: [SourceModule]) {
        var flags: Set<String> = []
        for module in modules { flags.formUnion(module.defines ?? []) }
        flags.remove("DEBUG")
        self.flags = flags
    }

    /// The flags decided in `module`, each set when the module defines it; none when its defines are unknown.
    func decided(in module: SourceModule) -> [String: Bool] {
        guard let defines = module.defines else { return [:] }
        return Dictionary(uniqueKeysWithValues: flags.map { ($0, defines.contains($0)) })
    }
}
