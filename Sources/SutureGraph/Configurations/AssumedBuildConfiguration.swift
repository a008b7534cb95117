import SwiftIfConfig
import SwiftSyntax

/// Answers a `#if` condition's questions as one configuration of the build would, for SwiftIfConfig to decide
/// which clause of a `#if` is active.
struct AssumedBuildConfiguration: BuildConfiguration {
    /// Every setting the sources read, with its value in this configuration.
    private let values: [BuildSetting: ConfigurationSpace.Value]
    /// The byte order of "another" byte order than the sources name.
    private let otherEndianness: Endianness
    /// The custom conditions the module's own defines decide, set or not: no dimension of the space reads them.
    private let decidedFlags: [String: Bool]

    /// The configuration `variant` of `space`, for a module whose defines decide `decidedFlags`.
    init(_ variant: BuildVariant, of space: ConfigurationSpace, decidedFlags: [String: Bool] = [:]) {
        self.decidedFlags = decidedFlags
        var values: [BuildSetting: ConfigurationSpace.Value] = [:]
        for (dimension, choice) in zip(space.dimensions, variant.choices) {
            values[dimension.setting] = dimension.values[choice]
        }
        self.values = values
        let endianness = space.dimensions.first { $0.setting.kind == .endianness }
        otherEndianness = endianness?.values.contains(.named("little")) == true ? .big : .little
    }

    private func isOn(_ kind: BuildSetting.Kind, _ name: String) -> Bool {
        values[BuildSetting(kind: kind, name: name)] == .on
    }

    private func isChosen(_ kind: BuildSetting.Kind, _ name: String) -> Bool {
        values[BuildSetting(kind: kind, name: "")] == .named(name)
    }

    private func choice(_ kind: BuildSetting.Kind) -> String? {
        guard case .named(let name) = values[BuildSetting(kind: kind, name: "")] else { return nil }
        return name
    }

    private func version(_ kind: BuildSetting.Kind) -> VersionTuple {
        switch values[BuildSetting(kind: kind, name: "")] {
        case .atLeast(let text): VersionTuple(parsing: text) ?? VersionTuple(0)
        case .below: VersionTuple(0)
        default: VersionTuple(6)
        }
    }

    func isCustomConditionSet(name: String) -> Bool { decidedFlags[name] ?? isOn(.flag, name) }
    func hasFeature(name: String) -> Bool { isOn(.hasFeature, name) }
    func hasAttribute(name: String) -> Bool { isOn(.hasAttribute, name) }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        isOn(.canImport, importPath.map(\.1).joined(separator: "."))
    }

    func isActiveTargetOS(name: String) -> Bool { isChosen(.operatingSystem, name) }
    func isActiveTargetArchitecture(name: String) -> Bool { isChosen(.architecture, name) }
    func isActiveTargetEnvironment(name: String) -> Bool { isChosen(.targetEnvironment, name) }
    func isActiveTargetRuntime(name: String) -> Bool { isChosen(.runtime, name) }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { isChosen(.pointerAuthentication, name) }
    func isActiveTargetObjectFormat(name: String) -> Bool { isChosen(.objectFormat, name) }

    var targetPointerBitWidth: Int {
        // `_64` names 64; "another width" is one no condition names.
        choice(.pointerBitWidth).flatMap { Int($0.drop { $0 == "_" }) } ?? 0
    }

    var targetAtomicBitWidths: [Int] {
        values.compactMap { setting, value in
            guard setting.kind == .atomicBitWidth, value == .on else { return nil }
            return Int(setting.name.drop { $0 == "_" })
        }
    }

    var endianness: Endianness {
        switch choice(.endianness) {
        case "big": .big
        case "little": .little
        default: otherEndianness
        }
    }

    var languageVersion: VersionTuple { version(.languageVersion) }
    var compilerVersion: VersionTuple { version(.compilerVersion) }
}
