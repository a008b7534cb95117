// swift-tools-version: 6.1
import PackageDescription

// A bridge between Suture and Swinject, both ways, so an app can move one key at a time: a component or a container
// takes chosen keys from a Swinject resolver, and a Swinject container answers keys that Suture builds. A package of its
// own, so Suture's core does not depend on Swinject.
let package = Package(
    name: "SutureSwinject",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "SutureSwinject", targets: ["SutureSwinject"])
    ],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    ],
    targets: [
        // The runtime only: the bridge needs no macro, so an app that wires by hand compiles no swift-syntax for it.
        .target(
            name: "SutureSwinject",
            dependencies: [
                .product(name: "SutureRuntime", package: "Suture"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        // The tests wire a generated component too, as an app does: SutureBuildPlugin generates it.
        .testTarget(
            name: "SutureSwinjectTests",
            dependencies: [
                "SutureSwinject",
                .product(name: "Suture", package: "Suture"),
                .product(name: "Swinject", package: "Swinject"),
            ],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
