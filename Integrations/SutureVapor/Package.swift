// swift-tools-version: 6.1
import PackageDescription

// Suture for Vapor 4: the root on `app.suture`, each request's scope on `req.suture`, and a graph's services run
// from the Application's lifecycle. Services in dependency order come from SutureServiceLifecycle, in
// Integrations/SutureServer; the documentation of both is Integrations/SutureServer/README.md.
let package = Package(
    name: "SutureVapor",
    // The request scope's counters need macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SutureVapor", targets: ["SutureVapor"])
    ],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(name: "SutureServer", path: "../SutureServer"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // A request scope for Vapor 4, and a graph's services run from the Application's lifecycle.
        .target(
            name: "SutureVapor",
            dependencies: [
                .product(name: "SutureRequestScope", package: "SutureServer"),
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Vapor", package: "vapor"),
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
            name: "SutureVaporTests",
            dependencies: [
                "SutureVapor",
                "SutureServerTestSupport",
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
