import Foundation
import Testing

@testable import SutureGraph

/// `suture graph --configuration`: a configuration named by what sets it apart, drawn instead of the primary one, and
/// named on the HTML report's page.
struct ConfigurationChoiceTests {
    /// The compiled golden whose declarations stand under DEBUG, a custom flag, `os()` and `canImport()`.
    static let conditions = GoldenCase(
        folder: GoldenCase.compiledRoot.appendingPathComponent("Conditions"), moduleName: "SutureGeneratedTests")

    @Test func aChoice_readsFlagsUnsetFlagsAndChoices_orNothing() throws {
        let choice = try #require(ConfigurationChoice(" DEBUG, !FREE ,os=Linux"))
        #expect(
            choice.items == [
                .flag("DEBUG", isSet: true), .flag("FREE", isSet: false), .choice(.operatingSystem, "Linux"),
            ])
        for wrong in ["", "DEBUG,", "!", "os=", "colour=red", "canImport=UIKit"] {
            #expect(ConfigurationChoice(wrong) == nil, "\(wrong)")
        }
    }

    @Test func theChosenConfiguration_isDrawn_withAValueTheSourcesDoNotNameReadAsAnother() throws {
        let analysis = GraphCompiler().analyze(try Self.conditions.input())
        let choice = try #require(ConfigurationChoice("!DEBUG,SUTURE_CONDITIONS_TRACING,os=Linux"))
        let folder = PictureGoldenTests.picturesRoot.appendingPathComponent("Conditions")
        try Self.conditions.expect(
            analysis.picture(.mermaid, configuration: choice), matches: "release-tracing.mmd", in: folder)
        #expect(analysis.picture(.mermaid, configuration: choice) != analysis.picture(.mermaid))
    }

    @Test func theReport_namesTheConfigurationItShows_inItsHeader() throws {
        let analysis = GraphCompiler().analyze(try Self.conditions.input())
        let choice = try #require(ConfigurationChoice("!DEBUG,SUTURE_CONDITIONS_TRACING"))
        let lines = [nil, choice].map { choice in
            analysis.picture(.html, configuration: choice).split(separator: "\n").first {
                $0.hasPrefix("  <p id=\"configuration\">")
            }.map(String.init)
        }
        #expect(
            lines == [
                "  <p id=\"configuration\">Configuration: DEBUG &amp;&amp; !SUTURE_CONDITIONS_TRACING &amp;&amp; "
                    + "!os(Windows) &amp;&amp; canImport(SutureConditionsMissingSDK)</p>",
                "  <p id=\"configuration\">Configuration: !DEBUG &amp;&amp; SUTURE_CONDITIONS_TRACING &amp;&amp; "
                    + "!os(Windows) &amp;&amp; canImport(SutureConditionsMissingSDK)</p>",
            ])
    }

    @Test func theReport_namesEachModulesDefines() throws {
        let input = GraphInput(
            target: SourceModule(name: "Shop", files: [], defines: ["PREMIUM", "BETA"]),
            dependencies: [
                SourceModule(name: "Feature", files: [], defines: []),
                SourceModule(name: "Ovens", files: [], defines: ["WOOD_FIRED"]),
            ])
        let analysis = GraphCompiler().analyze(input)
        #expect(
            analysis.configurationDescription(of: analysis.builds[0].variant)
                == "Shop defines BETA, PREMIUM; Ovens defines WOOD_FIRED")
    }

    @Test func withoutConditionsOrDefines_theReportNamesNoConfiguration() throws {
        let analysis = GraphCompiler().analyze(GraphInput(target: SourceModule(name: "Shop", files: [])))
        #expect(analysis.configurationDescription(of: analysis.builds[0].variant) == nil)
    }
}
