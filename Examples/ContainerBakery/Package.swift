// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ContainerBakery",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "Suture", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "bakery",
            dependencies: [.product(name: "SutureRuntime", package: "Suture")]
        )
    ],
    swiftLanguageModes: [.v6]
)
