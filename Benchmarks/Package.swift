// swift-tools-version: 6.0
import PackageDescription

// Runs Suture's Container, hand-written wiring, Swinject and swift-dependencies side by side in one process.
let package = Package(
    name: "SutureBenchmarks",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [
        .package(name: "Suture", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        .executableTarget(
            name: "suture-benchmarks",
            dependencies: [
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
