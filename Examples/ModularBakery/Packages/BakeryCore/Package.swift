// swift-tools-version: 6.0
import PackageDescription

// What every package of the bakery shares: the protocol its components refine, so that a feature package can install
// its modules in them without seeing the app. It does not depend on Suture.
let package = Package(
    name: "BakeryCore",
    platforms: [.macOS(.v10_15)],
    products: [.library(name: "BakeryCore", targets: ["BakeryCore"])],
    targets: [.target(name: "BakeryCore")],
    swiftLanguageModes: [.v6]
)
