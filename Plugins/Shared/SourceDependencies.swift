import Foundation
import PackagePlugin

// One file for both plugins, linked into each plugin's folder: plugin targets cannot depend on a library.

/// The source modules whose `@Injectable` types and `@Module`s join a target's graph.
enum SourceDependencies {
    /// The library targets that `target` links, directly or through products, whatever package declares them: its
    /// own package's, and those of every package that depends on Suture, directly or through another package (a local
    /// feature package or a remote one).
    /// A package that does not depend on Suture cannot declare bindings, so its sources are never read; Suture's own
    /// targets hold none either. A macro target (with what only it depends on) is run by the compiler, never
    /// linked, so it is not read.
    static func of(_ target: SourceModuleTarget, in package: Package) -> [SourceModuleTarget] {
        let readable = readableTargets(from: package)
        var result: [SourceModuleTarget] = []
        var seen: Set<Target.ID> = [target.id]
        var pending: [Target] = linkedTargets(of: target)
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted, let module = next as? SourceModuleTarget else { continue }
            switch module.kind {
            case .macro, .executable, .test, .snippet: continue
            case .generic: break
            @unknown default: continue
            }
            // Targets of packages that cannot declare bindings are not read, nor what they depend on.
            guard readable.contains(next.id) else { continue }
            result.append(module)
            pending += linkedTargets(of: next)
        }
        return result.sorted { $0.moduleName < $1.moduleName }
    }

    /// Every module whose sources join the graph of `target`, with its Swift files and defines: the library targets
    /// it links (see `of(_:in:)`) and the modules that `suture-sources.json` beside the package's manifest names.
    static func sourceModules(of target: SourceModuleTarget, in package: Package) throws -> [GraphModule] {
        of(target, in: package).map { module in
            GraphModule(
                name: module.moduleName, files: module.sourceFiles(withSuffix: "swift").map(\.url),
                defines: defines(of: module))
        } + (try ExtraSourceModules.read(in: package.directoryURL))
    }

    /// The custom conditions a target's manifest defines for its Swift sources (`swiftSettings: [.define(…)]`).
    static func defines(of target: SourceModuleTarget) -> [String] {
        (target as? SwiftSourceModuleTarget)?.compilationConditions ?? []
    }

    /// The targets a target depends on, directly or through a product.
    private static func linkedTargets(of target: Target) -> [Target] {
        target.dependencies.flatMap { dependency -> [Target] in
            switch dependency {
            case .target(let dependencyTarget): [dependencyTarget]
            case .product(let product): product.targets
            @unknown default: []
            }
        }
    }

    /// The ids of the targets of `root` and of every package in its dependency tree that depends on Suture, directly
    /// or through another package (a feature package that gets Suture's macros from a core package re-exporting it
    /// can declare `@Module(installIn:)`, and a contribution left unread would be silent).
    private static func readableTargets(from root: Package) -> Set<Target.ID> {
        var readable = Set(root.targets.map(\.id))
        var reachesSuture: [Package.ID: Bool] = [:]
        var seen: Set<Package.ID> = [root.id]
        var pending = root.dependencies.map(\.package)
        while let package = pending.popLast() {
            guard seen.insert(package.id).inserted else { continue }
            pending += package.dependencies.map(\.package)
            if !isSuture(package) && dependsOnSuture(package, known: &reachesSuture) {
                readable.formUnion(package.targets.map(\.id))
            }
        }
        return readable
    }

    /// Whether `package` depends on Suture, directly or through its dependencies; `known` keeps the answers.
    private static func dependsOnSuture(_ package: Package, known: inout [Package.ID: Bool]) -> Bool {
        if let answer = known[package.id] { return answer }
        // A package graph has no cycles; the provisional answer only guards against a malformed one.
        known[package.id] = false
        let answer = package.dependencies.contains { dependency in
            isSuture(dependency.package) || dependsOnSuture(dependency.package, known: &known)
        }
        known[package.id] = answer
        return answer
    }

    /// Whether a package is Suture itself, whatever folder or address it was cloned from.
    private static func isSuture(_ package: Package) -> Bool { package.displayName == "Suture" }
}
