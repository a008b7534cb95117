// swift-tools-version: 6.0
import PackageDescription

// An app whose features live in local packages, as a modular app keeps them: SutureBuildPlugin reads the
// @Injectable types and @Modules of every package the app depends on that depends on Suture, directly or, as Pantry
// does, through another package (BakeryCore re-exports it). Pantry's module installs itself in every component that
// refines BakeryScope, from BakeryCore, which the app's component does.
let package = Package(
    name: "ModularBakery",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(path: "Packages/BakeryCore"),
        .package(path: "Packages/Ovens"),
        .package(path: "Packages/Pantry"),
    ],
    targets: [
        .executableTarget(
            name: "modular-bakery",
            dependencies: [
                .product(name: "Suture", package: "Suture"),
                .product(name: "BakeryCore", package: "BakeryCore"),
                .product(name: "Ovens", package: "Ovens"),
                .product(name: "Pantry", package: "Pantry"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        )
    ],
    swiftLanguageModes: [.v6]
)
