// swift-tools-version: 6.1
import PackageDescription

// swift-dependencies keys whose live values a Suture component builds: a TCA-style app keeps `@Dependency(\.apiClient)`
// in its reducers, and `withDependencies { }` overrides keep working in tests. A package of its own, so Suture's core
// does not depend on swift-dependencies.
let package = Package(
    name: "SutureDependencies",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v9)],
    products: [
        .library(name: "SutureDependencies", targets: ["SutureDependencies"])
    ],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    ],
    targets: [
        // The runtime only: the key needs no macro.
        .target(
            name: "SutureDependencies",
            dependencies: [
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        // The tests wire a generated component, as an app does: SutureBuildPlugin generates it.
        .testTarget(
            name: "SutureDependenciesTests",
            dependencies: [
                "SutureDependencies",
                .product(name: "Suture", package: "Suture"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
