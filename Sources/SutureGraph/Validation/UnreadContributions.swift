/// What a component may be missing because the graph compiler did not read a package: a protocol the component
/// refines that no module it read installs itself in (`@Module(installIn:)`), while the component's target imports
/// modules it did not read. The modules that install themselves there may live in one of those, so a missing binding
/// names them and says how to have them read.
enum UnreadContributions {
    /// Modules of the toolchain and the platforms, which never hold a `@Module`.
    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", "Dispatch", "Synchronization", "Observation",
        "Distributed", "RegexBuilder", "Darwin", "Glibc", "Musl", "WinSDK", "Android", "XCTest", "Testing", "os",
        "OSLog", "Combine", "SwiftUI", "UIKit", "AppKit", "CoreFoundation", "CoreGraphics", "CoreData", "SwiftData",
        "Network", "Security", "Suture", "SutureRuntime", "SutureTesting",
    ]

    /// A note at the component, when it refines a protocol that nothing read installs in and its target imports
    /// modules that were not read; nil otherwise.
    static func note(for component: Int, in graph: BindingGraph) -> GraphDiagnostic.Note? {
        let components = graph.componentChain(from: component).map { graph.components[$0] }
        let installedIn = Set(graph.modules.flatMap(\.installIn))
        let refined = components.flatMap { component in
            refinedProtocols(of: component.name, in: graph).filter { !installedIn.contains($0) }
        }
        guard let first = refined.first else { return nil }
        let read = Set(graph.sourceModules.map(\.name))
        let unread = graph.sourceModules.filter(\.isTarget).flatMap(\.imports)
            .filter { !read.contains($0) && !toolchainModules.contains($0) }
        let candidates = Array(Set(unread)).sorted()
        guard !candidates.isEmpty else { return nil }
        let owner = components.first { refinedProtocols(of: $0.name, in: graph).contains(first) } ?? components[0]
        let names = candidates.joined(separator: ", ")
        let example = candidates[0]
        return GraphDiagnostic.Note(
            "\(owner.name) refines \(first), but no module the graph compiler read installs itself there, and "
                + "\(graph.targetModuleName) imports \(names), which it did not read: if \(example) installs "
                + "modules in \(first), have it read (SwiftPM: the target depends on \(example), whose package "
                + "depends on Suture, directly or through another; Xcode: list it in suture-sources.json; the suture "
                + "tool: --dependency \(example)=PATH)",
            at: owner.declaration.location
        )
    }

    /// The protocols `type` refines, at any depth, but for those of the standard library and Foundation.
    private static func refinedProtocols(of type: String, in graph: BindingGraph) -> [String] {
        var result: [String] = []
        var pending = graph.conformances[type].sorted()
        var seen: Set<String> = [type]
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted, !ConformanceTable.knownProtocols.contains(name) else { continue }
            result.append(name)
            pending += graph.conformances[name].sorted()
        }
        return result
    }
}
