// swift-tools-version: 6.1
import PackageDescription

// CI's ThreadSanitizer run of the runtime: the runtime's own sources and tests (linked from the root package), and
// nothing else, so the sanitized build compiles no swift-syntax, macros or graph compiler (.ci/run).
let package = Package(
    name: "RuntimeSanitizer",
    dependencies: [
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0")
    ],
    targets: [
        .target(name: "SutureRuntime", dependencies: [.product(name: "Atomics", package: "swift-atomics")]),
        .target(name: "SutureTesting", dependencies: ["SutureRuntime"]),
        .testTarget(name: "SutureRuntimeTests", dependencies: ["SutureRuntime"]),
        .testTarget(name: "SutureTestingTests", dependencies: ["SutureTesting", "SutureRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
