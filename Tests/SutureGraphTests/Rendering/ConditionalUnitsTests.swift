import Testing

@testable import SutureGraph

/// The `#if` merge on the renderers' units: what every configuration writes alike appears once, and the narrowest unit
/// that differs is guarded with the condition of the configurations that write it so.
struct ConditionalUnitsTests {
    private static let debugSpace = ConfigurationSpace([BuildSetting(kind: .flag, name: "DEBUG"): []])
    private static let debug = debugSpace.variants[0]
    private static let release = debugSpace.variants[1]

    /// The forms merged in the space of `DEBUG`, as one text.
    private static func merged(_ forms: [ConditionalUnits.Form], in space: ConfigurationSpace = debugSpace) -> String {
        ConditionalUnits(spelling: ConditionSpelling(space: space), all: Set(space.variants)).merge(forms)
            .joined(separator: "\n")
    }

    /// `final class SutureApp: App { … }` with these members, a blank line between two.
    private static func component(_ members: [GeneratedUnit], declaration: String = "final class SutureApp: App {")
        -> GeneratedUnit
    {
        .block(
            "component App", opening: ["/// App.", declaration], units: members, layout: .members, closing: ["}"])
    }

    /// A function whose statements are each a unit.
    private static func function(_ name: String, _ statements: [String]) -> GeneratedUnit {
        .block(
            name, opening: ["    func \(name)() -> Clock {"], units: statements.map { .statement(["        " + $0]) },
            layout: .statements, closing: ["    }"])
    }

    private static let clock = GeneratedUnit.lines("var clock", ["    var clock: Clock { makeClock() }"])
    private static let menu = GeneratedUnit.lines("var menu", ["    var menu: Menu { makeMenu() }"])

    @Test func aMemberOnlySomeConfigurationsWrite_isGuardedAlone() {
        let text = Self.merged([
            (Self.component([Self.clock, Self.menu]), [Self.debug]),
            (Self.component([Self.clock]), [Self.release]),
        ])
        #expect(
            text == """
                /// App.
                final class SutureApp: App {
                    var clock: Clock { makeClock() }

                #if DEBUG
                    var menu: Menu { makeMenu() }
                #endif
                }
                """)
    }

    @Test func aMemberWrittenDifferently_isGuardedInEachForm_andAStatementAlone() {
        let text = Self.merged([
            (Self.component([Self.function("makeClock", ["log()", "return FakeClock()"]), Self.menu]), [Self.debug]),
            (
                Self.component([Self.function("makeClock", ["log()", "return SystemClock()"]), Self.menu]),
                [Self.release]
            ),
        ])
        #expect(
            text == """
                /// App.
                final class SutureApp: App {
                    func makeClock() -> Clock {
                        log()
                #if DEBUG
                        return FakeClock()
                #else
                        return SystemClock()
                #endif
                    }

                    var menu: Menu { makeMenu() }
                }
                """)
    }

    @Test func aMemberOfLinesWrittenDifferently_isGuardedWhole_andMembersOfDisjointConfigurationsChain() {
        let fake = GeneratedUnit.lines("var clock", ["    var clock: Clock { FakeClock() }"])
        let system = GeneratedUnit.lines("var clock", ["    var clock: Clock { SystemClock() }"])
        let fakeOnly = GeneratedUnit.lines("makeFake", ["    func makeFake() -> Clock { FakeClock() }"])
        let systemOnly = GeneratedUnit.lines("makeSystem", ["    func makeSystem() -> Clock { SystemClock() }"])
        let text = Self.merged([
            (Self.component([fake, fakeOnly, Self.menu]), [Self.debug]),
            (Self.component([system, systemOnly, Self.menu]), [Self.release]),
        ])
        #expect(
            text == """
                /// App.
                final class SutureApp: App {
                #if DEBUG
                    var clock: Clock { FakeClock() }
                #else
                    var clock: Clock { SystemClock() }
                #endif

                #if DEBUG
                    func makeFake() -> Clock { FakeClock() }
                #else
                    func makeSystem() -> Clock { SystemClock() }
                #endif

                    var menu: Menu { makeMenu() }
                }
                """)
    }

    @Test func aTypeOnlySomeConfigurationsWrite_isGuardedWhole() {
        let text = Self.merged([(Self.component([Self.clock, Self.menu]), [Self.debug])])
        #expect(
            text == """
                #if DEBUG
                /// App.
                final class SutureApp: App {
                    var clock: Clock { makeClock() }

                    var menu: Menu { makeMenu() }
                }
                #endif
                """)
    }

    @Test func aTypeWhoseOpeningDiffers_isGuardedWhole() {
        let text = Self.merged([
            (Self.component([Self.clock]), [Self.debug]),
            (Self.component([Self.clock], declaration: "@MainActor final class SutureApp: App {"), [Self.release]),
        ])
        #expect(
            text == """
                #if DEBUG
                /// App.
                final class SutureApp: App {
                    var clock: Clock { makeClock() }
                }
                #else
                /// App.
                @MainActor final class SutureApp: App {
                    var clock: Clock { makeClock() }
                }
                #endif
                """)
    }

    @Test func statementsTheConfigurationsOrderDifferently_guardTheWholeFunction() {
        let text = Self.merged([
            (Self.function("makeClock", ["first()", "second()", "return Clock()"]), [Self.debug]),
            (Self.function("makeClock", ["second()", "first()", "return Clock()"]), [Self.release]),
        ])
        #expect(
            text == """
                #if DEBUG
                    func makeClock() -> Clock {
                        first()
                        second()
                        return Clock()
                    }
                #else
                    func makeClock() -> Clock {
                        second()
                        first()
                        return Clock()
                    }
                #endif
                """)
    }

    @Test func threeConfigurations_twoWritingAlike_shareOneBranch() {
        let space = ConfigurationSpace([BuildSetting(kind: .operatingSystem, name: ""): ["iOS", "macOS"]])
        let other = space.variants[0]
        let apple = Set(space.variants.dropFirst())
        let text = Self.merged(
            [
                (Self.function("makeClock", ["log()", "return SystemClock()"]), [other]),
                (Self.function("makeClock", ["log()", "return AppleClock()"]), apple),
            ],
            in: space)
        #expect(
            text == """
                    func makeClock() -> Clock {
                        log()
                #if !os(iOS) && !os(macOS)
                        return SystemClock()
                #else
                        return AppleClock()
                #endif
                    }
                """)
    }

    @Test func statementsOfTheSameConfigurations_standUnderOneCondition() {
        let text = Self.merged([
            (Self.function("makeClock", ["log()", "trace()", "return Clock()"]), [Self.debug]),
            (Self.function("makeClock", ["return Clock()"]), [Self.release]),
        ])
        #expect(
            text == """
                    func makeClock() -> Clock {
                #if DEBUG
                        log()
                        trace()
                #endif
                        return Clock()
                    }
                """)
    }
}
