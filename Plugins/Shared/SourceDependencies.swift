import PackagePlugin

// One file for both plugins, linked into each plugin's folder: plugin targets cannot depend on a library.

/// The source modules whose `@Injectable` types and `@Module`s join a target's graph.
enum SourceDependencies {
    /// The targets of the same package that `target` links, directly or not. Other packages' targets hold no graph
    /// of this app, and a macro target (with what only it depends on) is run by the compiler, never linked, so
    /// neither is read.
    static func of(_ target: SourceModuleTarget, in package: Package) -> [SourceModuleTarget] {
        let packageTargets = Set(package.targets.map(\.id))
        var result: [SourceModuleTarget] = []
        var seen: Set<Target.ID> = [target.id]
        var pending: [Target] = target.dependencies.compactMap { dependency in
            if case .target(let dependencyTarget) = dependency { return dependencyTarget }
            return nil
        }
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted, packageTargets.contains(next.id),
                let module = next as? SourceModuleTarget
            else { continue }
            switch module.kind {
            case .macro, .executable, .test, .snippet: continue
            case .generic: break
            @unknown default: continue
            }
            result.append(module)
            for dependency in module.dependencies {
                if case .target(let dependencyTarget) = dependency { pending.append(dependencyTarget) }
            }
        }
        return result.sorted { $0.moduleName < $1.moduleName }
    }
}
