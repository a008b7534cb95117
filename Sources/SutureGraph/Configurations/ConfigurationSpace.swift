import SwiftIfConfig

/// Every configuration of the build that the `#if` conditions around Suture declarations tell apart: one
/// dimension per setting they read, with the values that change an answer.
///
/// `#if DEBUG` and `#if os(iOS)` make two dimensions, DEBUG set or not and iOS or another OS, so four
/// configurations; a hundred declarations under those two conditions make the same four.
struct ConfigurationSpace: Sendable {
    /// One value a setting takes in a configuration.
    enum Value: Hashable, Sendable {
        /// A boolean setting is true.
        case on
        /// A boolean setting is false.
        case off
        /// A choice is this value (`iOS` for `os`).
        case named(String)
        /// A choice is none of the values the sources name.
        case other
        /// A version is at least this threshold and below the next one the sources name.
        case atLeast(String)
        /// A version is below every threshold the sources name.
        case below
    }

    /// A setting with its values, in the order configurations list them.
    struct Dimension: Sendable {
        /// The setting.
        var setting: BuildSetting
        /// Its values; the first is the one the primary configuration takes.
        var values: [Value]
    }

    /// The most configurations the graph compiler checks; more fail with `TooManyConfigurations`.
    static let limit = 256

    /// The dimensions, ordered by setting.
    let dimensions: [Dimension]

    /// The space of the settings read, with the values the sources name for each.
    init(_ settings: [BuildSetting: Set<String>]) {
        dimensions = settings.keys.sorted().map { setting in
            let named = settings[setting, default: []]
            let values: [Value]
            switch setting.kind.shape {
            case .boolean:
                // The primary configuration is a debug build with no other custom condition: what a first
                // `swift build` compiles, and what the pictures draw.
                values = setting.kind == .flag && setting.name != "DEBUG" ? [.off, .on] : [.on, .off]
            case .choice:
                values = [.other] + named.sorted().map { .named($0) }
            case .threshold:
                let thresholds = named.compactMap { text in VersionTuple(parsing: text).map { (text, $0) } }
                values = thresholds.sorted { $0.1 > $1.1 }.map { .atLeast($0.0) } + [.below]
            }
            return Dimension(setting: setting, values: values)
        }
    }

    /// How many configurations there are, or `nil` past `limit`.
    var count: Int? {
        var product = 1
        for dimension in dimensions {
            product *= dimension.values.count
            if product > Self.limit { return nil }
        }
        return product
    }

    /// Every configuration, the primary one first; empty past `limit`.
    var variants: [BuildVariant] {
        guard count != nil else { return [] }
        var all: [BuildVariant] = [BuildVariant(choices: [])]
        for dimension in dimensions {
            all = all.flatMap { variant in
                dimension.values.indices.map { BuildVariant(choices: variant.choices + [$0]) }
            }
        }
        return all
    }

    /// The value `setting` takes in `variant`, or `nil` when no condition reads it.
    func value(of setting: BuildSetting, in variant: BuildVariant) -> Value? {
        guard let index = dimensions.firstIndex(where: { $0.setting == setting }) else { return nil }
        return dimensions[index].values[variant.choices[index]]
    }
}

/// One configuration of a `ConfigurationSpace`: the index of the value each dimension takes.
struct BuildVariant: Hashable, Sendable {
    /// For each dimension of the space, the index of its value.
    var choices: [Int]
}
