// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SutureReactive",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "SutureCombine", targets: ["SutureCombine"]),
        .library(name: "SutureObservation", targets: ["SutureObservation"]),
    ],
    dependencies: [
        // The runtime only: the `Suture` product would pull in swift-syntax for the macros.
        .package(name: "Suture", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // What both products share: the request, the slot a wrapper keeps its dependency in, the documented trap and,
        // on Apple platforms, the environment key and the core of the view wrappers.
        .target(
            name: "SutureReactiveSupport",
            dependencies: [.product(name: "SutureRuntime", package: "Suture")]
        ),
        // ObservableObject dependencies behind a protocol: Combine on Apple platforms, OpenCombine elsewhere.
        .target(
            name: "SutureCombine",
            dependencies: [
                "SutureReactiveSupport",
                .product(name: "SutureRuntime", package: "Suture"),
                .product(
                    name: "OpenCombine",
                    package: "OpenCombine",
                    condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])
                ),
                .product(
                    name: "OpenCombineDispatch",
                    package: "OpenCombine",
                    condition: .when(platforms: [.linux, .windows, .android, .wasi, .openbsd])
                ),
            ]
        ),
        // @Observable dependencies: async streams of a property's values, built on withObservationTracking.
        .target(
            name: "SutureObservation",
            dependencies: ["SutureReactiveSupport", .product(name: "SutureRuntime", package: "Suture")]
        ),
        .testTarget(
            name: "SutureCombineTests",
            dependencies: ["SutureCombine", .product(name: "SutureRuntime", package: "Suture")]
        ),
        .testTarget(
            name: "SutureObservationTests",
            dependencies: ["SutureObservation", .product(name: "SutureRuntime", package: "Suture")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
