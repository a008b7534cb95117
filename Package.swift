// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Where a release's artifact bundle of the `suture` tool is.
enum ToolBundle {
    /// The zip published with the release, at its address, with its checksum.
    case remote(url: String, checksum: String)
    /// A bundle inside the release repository, by its path (how CI proves a release offline).
    case local(path: String)
}

/// The released artifact bundle of the `suture` tool. `Scripts/release` fills it in, in the release repository
/// (CONTRIBUTING.md, "Releasing"); here the tool is prebuilt only from a local bundle.
let releasedToolBundle: ToolBundle? = nil

/// A bundle of the tool built from this clone (`Scripts/build-tool-bundle` writes `Artifacts/suture.artifactbundle`),
/// named by the environment, relative to this package: `SUTURE_TOOL_BUNDLE=Artifacts/suture.artifactbundle`.
/// An environment variable, not a look at the file system: SwiftPM caches a manifest's result by its text and its
/// environment, so a manifest that looked for the file would keep answering as it did before the file existed.
let localToolBundle = Context.environment["SUTURE_TOOL_BUNDLE"]

let package = Package(
    name: "Suture",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "Suture", targets: ["Suture"]),
        .library(name: "SutureRuntime", targets: ["SutureRuntime"]),
        .library(name: "SutureTesting", targets: ["SutureTesting"]),
        .executable(name: "suture", targets: ["suture"]),
        .plugin(name: "SutureBuildPlugin", targets: ["SutureBuildPlugin"]),
        .plugin(name: "suture-graph", targets: ["SutureGraphPlugin"]),
    ],
    // Where the plugins' `suture` tool comes from: `prebuilt` runs it from the artifact bundle, so a user's first build
    // compiles no swift-syntax for it; `sourceBuild` compiles it. Choose one. `prebuilt` is the default once a release
    // fills in `releasedToolBundle`; without a bundle it falls back to the source build.
    traits: [
        .default(enabledTraits: [releasedToolBundle == nil ? "sourceBuild" : "prebuilt"]),
        .trait(name: "prebuilt", description: "Run the suture tool from its prebuilt artifact bundle."),
        .trait(name: "sourceBuild", description: "Build the suture tool, and swift-syntax with it, from source."),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"605.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.6.0"),
    ],
    targets: [
        // The runtime: containers, scopes, errors. Never links swift-syntax.
        .target(
            name: "SutureRuntime",
            dependencies: [.product(name: "Atomics", package: "swift-atomics")]
        ),
        // The public face: macro declarations, re-exporting the runtime.
        .target(name: "Suture", dependencies: ["SutureRuntime", "SutureMacros"]),
        // The one reading of the annotations, shared by the macros and the graph compiler. The macros compile the same
        // files into their own module (Sources/SutureMacros/SutureSyntax links here), so the macro target depends on
        // swift-syntax alone and SwiftPM can use prebuilt swift-syntax for it (Tests/SutureManifestTests checks).
        .target(
            name: "SutureSyntax",
            dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")]
        ),
        .macro(
            name: "SutureMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The graph compiler: scanning, model, validation, rendering.
        .target(
            name: "SutureGraph",
            dependencies: [
                "SutureSyntax",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        // The migration from other DI libraries' registrations (`suture migrate`): reads them with swift-syntax and
        // writes Suture's annotations.
        .target(
            name: "SutureMigration",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "suture",
            dependencies: [
                "SutureGraph", "SutureMigration", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "SutureBuildPlugin",
            capability: .buildTool(),
            dependencies: toolDependencies
        ),
        .plugin(
            name: "SutureGraphPlugin",
            capability: .command(
                intent: .custom(
                    verb: "suture-graph", description: "Draws the dependency graph of a target's components."),
                permissions: [.writeToPackageDirectory(reason: "Writes the picture of the graph.")]
            ),
            dependencies: toolDependencies
        ),
        // Test support: a fresh container per test, as a Swift Testing trait.
        .target(name: "SutureTesting", dependencies: ["SutureRuntime"]),

        .testTarget(name: "SutureRuntimeTests", dependencies: ["SutureRuntime"]),
        .testTarget(
            name: "SutureSyntaxTests",
            dependencies: ["SutureSyntax", .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        .testTarget(
            name: "SutureMacrosTests",
            dependencies: [
                "SutureMacros",
                .product(name: "MacroTesting", package: "swift-macro-testing"),
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
        // Behaviour: the real macros on real types, resolved from a real container.
        .testTarget(name: "SutureTests", dependencies: ["Suture"]),
        // The same macros in a target whose declarations are isolated to the main actor by default.
        .testTarget(
            name: "SutureMainActorTests",
            dependencies: ["Suture"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-default-isolation=MainActor"])]
        ),
        .testTarget(name: "SutureTestingTests", dependencies: ["SutureTesting", "SutureRuntime"]),
        // The graph compiler through its library: goldens, one broken graph per rule, determinism, robustness.
        .testTarget(
            name: "SutureGraphTests",
            dependencies: ["SutureGraph"],
            exclude: ["Validation/Goldens", "Fuzz", "Rendering/Pictures"]
        ),
        // The migration through its library: Swinject fixtures and the patch and report written for them.
        .testTarget(name: "SutureMigrationTests", dependencies: ["SutureMigration"], exclude: ["Fixtures"]),
        // The `suture` command run as a process: exit statuses, standard output and error, and seeded mutants.
        .testTarget(name: "SutureCLITests", dependencies: ["suture", "SutureGraph"]),
        // The generated goldens compiled and run: each case's input, its Generated.swift and tests of its behaviour.
        .testTarget(name: "SutureGeneratedTests", dependencies: ["Suture"]),
        // Every compiled golden again (each folder links to its case in SutureGeneratedTests), under the settings strict
        // users turn on: the upcoming features that change how generated code and macro expansions must be spelled,
        // with warnings as errors.
        .testTarget(
            name: "SutureStrictTests",
            dependencies: ["Suture"],
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                .unsafeFlags(["-warnings-as-errors"]),
            ]
        ),
        // The compiled golden whose declarations stand in `#if` blocks again, with a custom condition set: the guards
        // the graph compiler copied into generated code select this build's bindings. `Defines` is generated knowing
        // this target's defines, so it carries no guard on them.
        .testTarget(
            name: "SutureConditionsTests",
            dependencies: ["Suture"],
            exclude: ["Defines/defines.txt"],
            swiftSettings: [.define("SUTURE_CONDITIONS_TRACING"), .define("SUTURE_DEFINES_PREMIUM")]
        ),
        // A public component's compiled golden as a library, and another module that replaces what it builds without
        // `@testable import`, as a library's users and its own tests do.
        .target(name: "SuturePublicOverrides", dependencies: ["Suture"], path: "Tests/SuturePublicOverrides"),
        .testTarget(name: "SuturePublicOverridesTests", dependencies: ["SuturePublicOverrides"]),
        // The package graph: the macro target stays eligible for SwiftPM's prebuilt swift-syntax.
        .testTarget(name: "SutureManifestTests"),
        // The samples of the "Coming from …" guides (Documentation/ComingFrom), built through the build plugin.
        .testTarget(
            name: "SutureGuideTests",
            dependencies: ["Suture", "SutureTesting"],
            plugins: [.plugin(name: "SutureBuildPlugin")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// The prebuilt tool, when a release or a local bundle provides one.
var toolBinary: Target? {
    switch releasedToolBundle {
    case .remote(let url, let checksum):
        return .binaryTarget(name: "SutureToolBinary", url: url, checksum: checksum)
    case .local(let path):
        return .binaryTarget(name: "SutureToolBinary", path: path)
    case nil:
        break
    }
    guard let localToolBundle else { return nil }
    return .binaryTarget(name: "SutureToolBinary", path: localToolBundle)
}

/// What the plugins run: the tool built from source, or, under the `prebuilt` trait, the bundled one.
var toolDependencies: [Target.Dependency] {
    guard toolBinary != nil else { return ["suture"] }
    return [
        .target(name: "suture", condition: .when(traits: ["sourceBuild"])),
        .target(name: "SutureToolBinary", condition: .when(traits: ["prebuilt"])),
    ]
}

if let toolBinary {
    package.targets.append(toolBinary)
}

// Documentation: `SUTURE_DOCS=1 swift package generate-documentation --target Suture` (see CONTRIBUTING.md).
// Behind a switch, so the package's users never fetch swift-docc-plugin (CI sets it for its last step).
if Context.environment["SUTURE_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
