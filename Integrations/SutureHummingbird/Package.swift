// swift-tools-version: 6.1
import PackageDescription

// Suture for Hummingbird 2: a request scope per request (RequestScopeMiddleware, RequestScopeContext). Services in
// dependency order come from SutureServiceLifecycle, in Integrations/SutureServer; the documentation of both is
// Integrations/SutureServer/README.md.
let package = Package(
    name: "SutureHummingbird",
    // Hummingbird 2 needs macOS 14; the request scope's counters need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SutureHummingbird", targets: ["SutureHummingbird"]),
        // For tests: the application served on 127.0.0.1 on a free port after its service graph has started.
        .library(name: "SutureHummingbirdTesting", targets: ["SutureHummingbirdTesting"]),
    ],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(name: "SutureServer", path: "../SutureServer"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // A request scope for Hummingbird 2: a middleware and a request-context protocol.
        .target(
            name: "SutureHummingbird",
            dependencies: [
                .product(name: "SutureRequestScope", package: "SutureServer"),
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        // Test support: an application run as production runs it, on 127.0.0.1 on a free port, with N clients.
        .target(
            name: "SutureHummingbirdTesting",
            dependencies: [
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The components and fixtures the Hummingbird and Vapor tests share (Integrations/SutureServerTestSupport).
        .target(
            name: "SutureServerTestSupport",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "SutureRequestScope", package: "SutureServer"),
                .product(name: "SutureRuntime", package: "Suture"),
            ],
            path: "Tests/SutureServerTestSupport"
        ),
        .testTarget(
            name: "SutureHummingbirdTestingTests",
            dependencies: [
                "SutureHummingbird",
                "SutureHummingbirdTesting",
                "SutureServerTestSupport",
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "SutureHummingbirdTests",
            dependencies: [
                "SutureHummingbird",
                "SutureServerTestSupport",
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
