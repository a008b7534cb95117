// swift-tools-version: 6.0
import PackageDescription

// A bakery whose graph is wrong on purpose: `swift build` must fail with the diagnostics in README.md.
let package = Package(
    name: "BrokenBakery",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "Suture", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "BrokenBakery",
            dependencies: [.product(name: "Suture", package: "Suture")],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        )
    ],
    swiftLanguageModes: [.v6]
)
