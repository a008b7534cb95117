// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BakeryVapor",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(name: "SutureServer", path: "../../Integrations/SutureServer"),
        .package(name: "SutureVapor", path: "../../Integrations/SutureVapor"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The app: its @Component is checked and generated at build time by SutureBuildPlugin.
        .target(
            name: "BakeryVaporApp",
            dependencies: [
                .product(name: "Suture", package: "Suture"),
                .product(name: "SutureVapor", package: "SutureVapor"),
                .product(name: "SutureServiceLifecycle", package: "SutureServer"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
        // `swift run bakery-vapor`: serves on 127.0.0.1:8080 (PORT changes it) until SIGINT or SIGTERM.
        .executableTarget(
            name: "bakery-vapor",
            dependencies: [
                "BakeryVaporApp",
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .testTarget(
            name: "BakeryVaporAppTests",
            dependencies: [
                "BakeryVaporApp",
                .product(name: "SutureVapor", package: "SutureVapor"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        // Runs the `bakery-vapor` executable as a process, sends it HTTP requests and stops it with SIGTERM.
        .testTarget(
            name: "BakeryVaporProcessTests",
            dependencies: ["bakery-vapor"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
