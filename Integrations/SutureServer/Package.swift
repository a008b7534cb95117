// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SutureServer",
    // Hummingbird 2 needs macOS 14; the request scope's counters are Synchronization's `Atomic`, which needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SutureHummingbird", targets: ["SutureHummingbird"]),
        .library(name: "SutureServiceLifecycle", targets: ["SutureServiceLifecycle"]),
        .library(name: "SutureVapor", targets: ["SutureVapor"]),
    ],
    dependencies: [
        // The runtime only: the `Suture` product would pull in swift-syntax for the macros.
        .package(name: "Suture", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        // One request's scope and the counts of live scopes, shared by the Hummingbird and Vapor integrations, and
        // the lock every integration guards its state with.
        .target(name: "SutureRequestScope", dependencies: [.product(name: "SutureRuntime", package: "Suture")]),
        // A request scope for Hummingbird 2: a middleware and a request-context protocol.
        .target(
            name: "SutureHummingbird",
            dependencies: [
                "SutureRequestScope",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // Services of a graph started in dependency order and shut down in reverse, for a ServiceGroup.
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
        // A request scope for Vapor 4: the root on `app.suture`, each request's scope on `req.suture`; and a
        // graph's services run from the Application's lifecycle.
        .target(
            name: "SutureVapor",
            dependencies: [
                "SutureRequestScope",
                "SutureServiceLifecycle",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        // What the Hummingbird and Vapor tests share: a hand-written root component, its request subcomponent and
        // the instances they build.
        .target(
            name: "SutureServerTestSupport",
            dependencies: ["SutureRequestScope", .product(name: "SutureRuntime", package: "Suture")],
            path: "Tests/SutureServerTestSupport"
        ),
        .testTarget(
            name: "SutureRequestScopeTests",
            dependencies: ["SutureRequestScope"]
        ),
        .testTarget(
            name: "SutureHummingbirdTests",
            dependencies: [
                "SutureHummingbird",
                "SutureServerTestSupport",
                "SutureServiceLifecycle",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "SutureServiceLifecycleTests",
            dependencies: [
                "SutureServiceLifecycle",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "SutureVaporTests",
            dependencies: [
                "SutureVapor",
                "SutureServerTestSupport",
                "SutureServiceLifecycle",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
