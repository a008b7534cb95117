// swift-tools-version: 6.1
import PackageDescription

// The parts of Suture's server support that need no web framework: services in dependency order, and the request
// scope the web framework integrations share. Hummingbird's integration is Integrations/SutureHummingbird, Vapor's
// Integrations/SutureVapor, each a package of its own, so an app resolves only the framework it uses.
let package = Package(
    name: "SutureServer",
    // The request scope's counters are Synchronization's `Atomic`, which needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SutureServiceLifecycle", targets: ["SutureServiceLifecycle"]),
        // For the integrations only: one request's scope and the counts of live scopes, shared by SutureHummingbird
        // and SutureVapor. Its symbols are hidden from the documentation; an app has no reason to import it.
        .library(name: "SutureRequestScope", targets: ["SutureRequestScope"]),
    ],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // One request's scope and the counts of live scopes, shared by the Hummingbird and Vapor integrations, and
        // the lock every integration guards its state with.
        .target(name: "SutureRequestScope", dependencies: [.product(name: "SutureRuntime", package: "Suture")]),
        // The services of a graph, started in dependency order and shut down in reverse.
        .target(
            name: "SutureServiceLifecycle",
            dependencies: [
                "SutureRequestScope",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The components and fixtures the server packages' tests share (Integrations/SutureServerTestSupport).
        .target(
            name: "SutureServerTestSupport",
            dependencies: [
                "SutureRequestScope",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SutureRuntime", package: "Suture"),
            ],
            path: "Tests/SutureServerTestSupport"
        ),
        .testTarget(
            name: "SutureRequestScopeTests",
            dependencies: ["SutureRequestScope", "SutureServerTestSupport"]
        ),
        .testTarget(
            name: "SutureServiceLifecycleTests",
            dependencies: [
                "SutureServiceLifecycle",
                "SutureServerTestSupport",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
