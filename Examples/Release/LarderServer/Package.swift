// swift-tools-version: 6.1
import PackageDescription

// A Hummingbird app that installs Suture, its server support and its Hummingbird integration as README.md's
// "Installation" says, by URL and version. CI's release check (.ci/check-release) releases this repository into a
// temporary folder, points the URLs at it and builds this package there: it must resolve no package of Vapor's.
let package = Package(
    name: "LarderServer",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(url: "https://github.com/suture-swift/suture", from: "0.1.0"),
        .package(url: "https://github.com/suture-swift/suture-server", from: "0.1.0"),
        .package(url: "https://github.com/suture-swift/suture-hummingbird", from: "0.1.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "larder-server",
            dependencies: [
                .product(name: "Suture", package: "suture"),
                .product(name: "SutureHummingbird", package: "suture-hummingbird"),
                .product(name: "SutureServiceLifecycle", package: "suture-server"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "suture")]
        )
    ],
    swiftLanguageModes: [.v6]
)
