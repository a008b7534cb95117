// swift-tools-version: 6.1
import PackageDescription

// `SUTURE_TOOL=prebuilt` runs Suture's `suture` tool from its artifact bundle instead of compiling it (and swift-syntax
// with it): README, "What the first build costs".
let sutureTraits: Set<Package.Dependency.Trait> =
    Context.environment["SUTURE_TOOL"].map { [.init(name: $0)] } ?? [.defaults]

let package = Package(
    name: "Bakery",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "Suture", path: "../..", traits: sutureTraits)
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
