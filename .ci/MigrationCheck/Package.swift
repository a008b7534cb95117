// swift-tools-version: 6.1
import PackageDescription

// CI's check of `suture migrate swinject`: each fixture's files after the patch (linked from
// Tests/SutureMigrationTests/Fixtures/Swinject/<Case>/After) compile with Swinject and Suture's macros together, and
// every converted key resolves from both libraries to the same kind of instance, with the same lifetime (.ci/run).
// And of `suture migrate needle`: the Needle fixture's files after the patch (Fixtures/Needle/<Case>/After) compile
// with Suture alone, SutureBuildPlugin generates their components, and every converted provider is asked for from
// them. Needle is not a dependency: the files a migration leaves to a person (a pluginized component) are excluded.
let package = Package(
    name: "MigrationCheck",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        .package(name: "Suture", path: "../.."),
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
    ],
    targets: [
        .target(name: "ReadmeSamples", dependencies: ["Suture", "Swinject"]),
        .target(name: "Assemblies", dependencies: ["Suture", "Swinject"]),
        .target(
            name: "NeedleShop",
            dependencies: ["Suture"],
            exclude: ["Loyalty.swift"],
            plugins: [.plugin(name: "SutureBuildPlugin", package: "Suture")]
        ),
        .testTarget(
            name: "MigrationCheckTests",
            dependencies: ["ReadmeSamples", "Assemblies", "NeedleShop", "Suture", "Swinject"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
