// swift-tools-version: 6.1
import PackageDescription

// CI's check of `suture migrate swinject`: each fixture's files after the patch (linked from
// Tests/SutureMigrationTests/Fixtures/Swinject/<Case>/After) compile with Swinject and Suture's macros together, and
// every converted key resolves from both libraries to the same kind of instance, with the same lifetime (.ci/run).
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
        .testTarget(
            name: "MigrationCheckTests",
            dependencies: ["ReadmeSamples", "Assemblies", "Suture", "Swinject"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
