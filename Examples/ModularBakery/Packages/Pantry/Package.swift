// swift-tools-version: 6.0
import PackageDescription

// A feature package: flour and starters, from a @Module that installs itself in the bakery's components.
let package = Package(
    name: "Pantry",
    platforms: [.macOS(.v10_15)],
    products: [.library(name: "Pantry", targets: ["Pantry"])],
    // Suture comes through BakeryCore, which re-exports it.
    dependencies: [.package(path: "../BakeryCore")],
    targets: [.target(name: "Pantry", dependencies: [.product(name: "BakeryCore", package: "BakeryCore")])],
    swiftLanguageModes: [.v6]
)
