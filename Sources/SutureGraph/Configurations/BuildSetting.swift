/// One property of the build that a `#if` condition reads (a custom condition, the target OS, a module's
/// availability, the language version…), with the values the sources tell apart.
struct BuildSetting: Hashable, Comparable, Sendable {
    /// What the setting is, which decides how its values are told apart.
    enum Kind: Int, Hashable, Comparable, Sendable {
        /// A custom condition: `DEBUG`, or a target's `-D` define. Set or not.
        case flag
        /// `os(…)`: exactly one operating system is the target's.
        case operatingSystem
        /// `arch(…)`: exactly one architecture.
        case architecture
        /// `targetEnvironment(…)`: at most one environment (`simulator`, `macCatalyst`).
        case targetEnvironment
        /// `canImport(…)`: whether one module can be imported.
        case canImport
        /// `hasFeature(…)`: whether one language feature is on.
        case hasFeature
        /// `hasAttribute(…)`: whether the compiler knows one attribute.
        case hasAttribute
        /// `_runtime(…)`: the Objective-C or native runtime.
        case runtime
        /// `_ptrauth(…)`: the pointer authentication scheme.
        case pointerAuthentication
        /// `objectFormat(…)`: the object file format.
        case objectFormat
        /// `_endian(…)`: byte order.
        case endianness
        /// `_pointerBitWidth(…)`: the width of a pointer.
        case pointerBitWidth
        /// `_hasAtomicBitWidth(…)`: whether atomics of one width exist.
        case atomicBitWidth
        /// `swift(>=…)`: the language mode, compared with thresholds.
        case languageVersion
        /// `compiler(>=…)`: the compiler's version, compared with thresholds.
        case compilerVersion

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The function a condition calls to read this kind (`os`), or `nil` for a bare custom condition.
        var function: String? {
            switch self {
            case .flag: nil
            case .operatingSystem: "os"
            case .architecture: "arch"
            case .targetEnvironment: "targetEnvironment"
            case .canImport: "canImport"
            case .hasFeature: "hasFeature"
            case .hasAttribute: "hasAttribute"
            case .runtime: "_runtime"
            case .pointerAuthentication: "_ptrauth"
            case .objectFormat: "objectFormat"
            case .endianness: "_endian"
            case .pointerBitWidth: "_pointerBitWidth"
            case .atomicBitWidth: "_hasAtomicBitWidth"
            case .languageVersion: "swift"
            case .compilerVersion: "compiler"
            }
        }

        /// The kind read by a function of a condition, by its name.
        static func reading(function name: String) -> Kind? {
            switch name {
            case "os": .operatingSystem
            case "arch": .architecture
            case "targetEnvironment": .targetEnvironment
            case "canImport": .canImport
            case "hasFeature": .hasFeature
            case "hasAttribute": .hasAttribute
            case "_runtime": .runtime
            case "_ptrauth": .pointerAuthentication
            case "objectFormat", "_objectFileFormat": .objectFormat
            case "_endian": .endianness
            case "_pointerBitWidth": .pointerBitWidth
            case "_hasAtomicBitWidth": .atomicBitWidth
            case "swift": .languageVersion
            case "compiler": .compilerVersion
            default: nil
            }
        }

        /// How the values of a setting of this kind relate.
        var shape: Shape {
            switch self {
            case .flag, .canImport, .hasFeature, .hasAttribute, .atomicBitWidth: .boolean
            case .operatingSystem, .architecture, .targetEnvironment, .runtime, .pointerAuthentication, .objectFormat,
                .endianness, .pointerBitWidth:
                .choice
            case .languageVersion, .compilerVersion: .threshold
            }
        }
    }

    /// How the values of a setting relate.
    enum Shape: Sendable {
        /// True or false, one setting per name (`canImport(UIKit)` and `canImport(AppKit)` are two settings).
        case boolean
        /// One value of several, or none of those the sources name (`os(iOS)`, `os(macOS)`, or another OS).
        case choice
        /// A version, told apart only by the thresholds the sources compare it with.
        case threshold
    }

    /// What the setting is.
    var kind: Kind
    /// For a boolean setting, what it asks about (`DEBUG`, `UIKit`); empty for a choice or a threshold.
    var name: String

    static func < (lhs: BuildSetting, rhs: BuildSetting) -> Bool {
        (lhs.kind, lhs.name) < (rhs.kind, rhs.name)
    }

    /// The condition that holds when a boolean setting is true, or a choice is `value`: `DEBUG`, `os(iOS)`.
    func spelled(_ value: String? = nil) -> String {
        guard let function = kind.function else { return name }
        return "\(function)(\(value ?? name))"
    }
}
