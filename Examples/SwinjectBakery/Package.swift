// swift-tools-version: 6.1
import PackageDescription

// An app half on Swinject and half on Suture, moving one key at a time (README): Swinject's assembly still builds the
// oven and the flour, Suture's component the baker and the ledger, and SutureSwinject bridges the two both ways.
let package = Package(
    name: "SwinjectBakery",
    platforms: [.macOS(.v10_15)],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(name: "SutureSwinject", path: "../../Integrations/SutureSwinject"),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    ],
    targets: [
        // The shop: its Swinject assembly, its @Injectable types and its component, which SutureBuildPlugin generates.
        .target(
            name: "SwinjectBakeryShop",
            dependencies: [
                .product(name: "Suture", package: "Suture"),
                .product(name: "SutureSwinject", package: "SutureSwinject"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
        .executableTarget(name: "swinject-bakery", dependencies: ["SwinjectBakeryShop"]),
        .testTarget(
            name: "SwinjectBakeryShopTests",
            dependencies: [
                "SwinjectBakeryShop",
                .product(name: "SutureSwinject", package: "SutureSwinject"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
