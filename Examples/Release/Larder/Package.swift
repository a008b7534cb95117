// swift-tools-version: 6.1
import PackageDescription

// An app that installs Suture as README.md's "Installation" says, by URL and version. CI's release check
// (.ci/check-release) releases this repository into a temporary folder, points the URLs at it and builds this
// package there: it must resolve no package of the server integrations.
let package = Package(
    name: "Larder",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(url: "https://github.com/suture-swift/suture", from: "0.1.0")
    ],
    targets: [
        .executableTarget(
            name: "larder",
            dependencies: [.product(name: "Suture", package: "suture")],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "suture")]
        )
    ],
    swiftLanguageModes: [.v6]
)
