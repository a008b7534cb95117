// swift-tools-version: 6.0
import PackageDescription

// What every package of the bakery shares: Suture, re-exported, and the protocol its components refine, so that a
// feature package can install its modules in them without seeing the app.
let package = Package(
    name: "BakeryCore",
    platforms: [.macOS(.v10_15)],
    products: [.library(name: "BakeryCore", targets: ["BakeryCore"])],
    dependencies: [.package(name: "Suture", path: "../../../..")],
    targets: [.target(name: "BakeryCore", dependencies: [.product(name: "Suture", package: "Suture")])],
    swiftLanguageModes: [.v6]
)
