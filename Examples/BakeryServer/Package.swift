// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BakeryServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(name: "SutureServer", path: "../../Integrations/SutureServer"),
        .package(name: "SutureHummingbird", path: "../../Integrations/SutureHummingbird"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The server: its @Component is checked and generated at build time by SutureBuildPlugin.
        .target(
            name: "BakeryServerApp",
            dependencies: [
                .product(name: "Suture", package: "Suture"),
                .product(name: "SutureHummingbird", package: "SutureHummingbird"),
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
        // `swift run bakery-server`: serves on 127.0.0.1:8080 (PORT changes it) until SIGINT or SIGTERM.
        .executableTarget(
            name: "bakery-server",
            dependencies: ["BakeryServerApp"]
        ),
        .testTarget(
            name: "BakeryServerAppTests",
            dependencies: [
                "BakeryServerApp",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // Runs the `bakery-server` executable as a process and stops it with SIGTERM.
        .testTarget(
            name: "BakeryServerProcessTests",
            dependencies: ["bakery-server"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
