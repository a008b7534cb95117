// swift-tools-version: 6.0
import PackageDescription

// Runs Suture's Container, hand-written wiring, Swinject and swift-dependencies side by side in one process
// (`suture-benchmarks`), times the graph compiler on synthetic modules (`suture-graph-benchmarks`), and measures the
// server integrations' request scopes and a loopback load run (`suture-server-benchmarks`).
let package = Package(
    name: "SutureBenchmarks",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        .package(name: "Suture", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"605.0.0"),
        // Only `suture-server-benchmarks` links these; `suture-benchmarks` builds no server code.
        .package(name: "SutureServer", path: "../Integrations/SutureServer"),
        .package(name: "SutureHummingbird", path: "../Integrations/SutureHummingbird"),
        .package(name: "SutureVapor", path: "../Integrations/SutureVapor"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .executableTarget(
            name: "suture-benchmarks",
            dependencies: [
                "HeapStatistics",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        // The allocator's bytes in use (glibc's mallinfo2, Darwin's zone statistics), for memory per registration.
        .target(name: "HeapStatistics"),
        // Synthetic modules of N `@Injectable` types in layers, for the graph compiler's timings.
        .target(name: "SyntheticModules"),
        // `synthetic-module COUNT DIRECTORY`: writes one, for Scripts/compile-time.sh.
        .executableTarget(name: "synthetic-module", dependencies: ["SyntheticModules"]),
        // Times scan + validate + generate in-process, and `suture generate` end to end when given its path.
        .executableTarget(
            name: "suture-graph-benchmarks",
            dependencies: ["SyntheticModules", "BenchmarkedSutureGraph"],
            swiftSettings: [.unsafeFlags(["-module-alias", "SutureGraph=BenchmarkedSutureGraph"])]
        ),
        // The graph compiler's library is not a product of the root package, so these two targets are symbolic
        // links to its sources (Sources/SutureSyntax, Sources/SutureGraph), built here under other names (target
        // names are unique across a package graph) and imported under their own through `-module-alias`. Only
        // `suture-graph-benchmarks` links them: `suture-benchmarks` still builds no swift-syntax. Were
        // `SutureGraph` a library product, `.product(name: "SutureGraph", package: "Suture")` would replace them.
        .target(
            name: "BenchmarkedSutureSyntax",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        .target(
            name: "BenchmarkedSutureGraph",
            dependencies: [
                "BenchmarkedSutureSyntax",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: [.unsafeFlags(["-module-alias", "SutureSyntax=BenchmarkedSutureSyntax"])]
        ),
        // Counts allocations by interposing malloc and its family (glibc), for `suture-server-benchmarks` only.
        .target(name: "AllocationCounter"),
        // Per-request cost of SutureHummingbird's and SutureVapor's request scopes against hand-written contexts,
        // and a bounded loopback load run against a Hummingbird server.
        .executableTarget(
            name: "suture-server-benchmarks",
            dependencies: [
                "AllocationCounter",
                "HeapStatistics",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "SutureHummingbird", package: "SutureHummingbird"),
                .product(name: "SutureVapor", package: "SutureVapor"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
