import Testing

@testable import SutureGraph

/// The `#if` condition written for a set of configurations: as short as merging configurations that differ in one
/// setting makes it.
struct ConditionSpellingTests {
    private static let space = ConfigurationSpace([
        BuildSetting(kind: .flag, name: "DEBUG"): [],
        BuildSetting(kind: .operatingSystem, name: ""): ["iOS", "macOS"],
        BuildSetting(kind: .languageVersion, name: ""): ["5.9", "6.0"],
    ])

    private static func condition(_ matches: (_ debug: Bool, _ os: String?, _ swift: String?) -> Bool) -> String? {
        let variants = space.variants.filter { variant in
            let debug = space.value(of: BuildSetting(kind: .flag, name: "DEBUG"), in: variant) == .on
            var os: String?
            if case .named(let name) = space.value(of: BuildSetting(kind: .operatingSystem, name: ""), in: variant) {
                os = name
            }
            var swift: String?
            if case .atLeast(let version) = space.value(of: BuildSetting(kind: .languageVersion, name: ""), in: variant)
            {
                swift = version
            }
            return matches(debug, os, swift)
        }
        return ConditionSpelling(space: space).condition(for: Set(variants))
    }

    @Test func theSpace_listsEveryCombination_thePrimaryOneFirst() {
        #expect(Self.space.count == 18)
        #expect(Self.space.variants.first == BuildVariant(choices: [0, 0, 0]))
        #expect(
            Self.space.dimensions.map(\.values) == [
                [.on, .off],
                [.other, .named("iOS"), .named("macOS")],
                [.atLeast("6.0"), .atLeast("5.9"), .below],
            ])
    }

    @Test func oneSetting_readsAsItself() {
        #expect(Self.condition { debug, _, _ in debug } == "DEBUG")
        #expect(Self.condition { debug, _, _ in !debug } == "!DEBUG")
        #expect(Self.condition { _, os, _ in os == "iOS" } == "os(iOS)")
    }

    @Test func severalValues_andOtherValues_readAsTheirAlternatives() {
        #expect(Self.condition { _, os, _ in os != nil } == "(os(iOS) || os(macOS))")
        #expect(Self.condition { _, os, _ in os == nil } == "!os(iOS) && !os(macOS)")
    }

    @Test func versions_readAsRanges() {
        #expect(Self.condition { _, _, swift in swift == "6.0" } == "swift(>=6.0)")
        #expect(Self.condition { _, _, swift in swift == "5.9" } == "swift(>=5.9) && !swift(>=6.0)")
        #expect(Self.condition { _, _, swift in swift == nil } == "!swift(>=5.9)")
    }

    @Test func combinations_readAsConjunctionsAndDisjunctions() {
        #expect(Self.condition { debug, os, _ in debug && os == "iOS" } == "DEBUG && os(iOS)")
        #expect(Self.condition { debug, os, _ in debug || os == "iOS" } == "DEBUG || (!DEBUG && os(iOS))")
    }

    @Test func everyConfiguration_needsNoCondition() {
        #expect(Self.condition { _, _, _ in true } == nil)
    }
}
