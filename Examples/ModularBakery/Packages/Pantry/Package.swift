// swift-tools-version: 6.0
import PackageDescription

// A feature package: flour and starters, from a @Module.
let package = Package(
    name: "Pantry",
    platforms: [.macOS(.v10_15)],
    products: [.library(name: "Pantry", targets: ["Pantry"])],
    dependencies: [.package(name: "Suture", path: "../../../..")],
    targets: [.target(name: "Pantry", dependencies: [.product(name: "Suture", package: "Suture")])],
    swiftLanguageModes: [.v6]
)
