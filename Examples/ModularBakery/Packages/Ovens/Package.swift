// swift-tools-version: 6.0
import PackageDescription

// A feature package: the ovens, bound by their own annotations, with their registrations for a Container.
let package = Package(
    name: "Ovens",
    platforms: [.macOS(.v10_15)],
    products: [.library(name: "Ovens", targets: ["Ovens"])],
    dependencies: [.package(name: "Suture", path: "../../../..")],
    targets: [
        // The build plugin gives a library `SutureGenerated.registrations`, public, for its tests and dependents.
        // WOOD_FIRED is this target's own define: the plugin tells the graph compiler, which decides `#if WOOD_FIRED`
        // in this package's sources by it, for this package and for the app that reads them.
        .target(
            name: "Ovens",
            dependencies: [.product(name: "Suture", package: "Suture")],
            swiftSettings: [.define("WOOD_FIRED")],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        )
    ],
    swiftLanguageModes: [.v6]
)
