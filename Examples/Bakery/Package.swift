// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bakery",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "Suture", path: "../..")
    ],
    targets: [
        // A feature module: ovens and starters, which the app's component uses without listing the types.
        .target(
            name: "BakeryKitchen",
            dependencies: [.product(name: "Suture", package: "Suture")]
        ),
        // The app: its @Component is checked and generated at build time by SutureBuildPlugin.
        .executableTarget(
            name: "bakery",
            dependencies: ["BakeryKitchen", .product(name: "Suture", package: "Suture")],
            // The graph as `swift package suture-graph --target bakery` draws it (CI checks they agree).
            resources: [.copy("Resources/bakery.graph.mmd")],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
