import Testing

@testable import SutureGraph

/// A picture named to the analysis is built while the graph is validated, and drawn only for the choice it answers:
/// every other picture is drawn as it would be without it.
struct PictureChoiceTests {
    @Test func aPictureBuiltDuringTheAnalysis_isThePictureItNames_andOnlyThatOne() throws {
        let input = try ConfigurationChoiceTests.conditions.input()
        let plain = GraphCompiler().analyze(input)
        let release = try #require(ConfigurationChoice("!DEBUG,SUTURE_CONDITIONS_TRACING,os=Linux"))
        let components = plain.componentNames
        try #require(!components.isEmpty)
        let choices =
            [PictureChoice()]
            + components.map { PictureChoice(component: $0) }
            + [PictureChoice(configuration: release), PictureChoice(component: components[0], configuration: release)]
        for drawing in choices {
            let analysis = GraphCompiler(purpose: .draw(drawing)).analyze(input)
            #expect(analysis.drawn?.choice == drawing)
            for choice in choices {
                for format in [GraphFormat.json, .mermaid] {
                    #expect(
                        analysis.picture(format, component: choice.component, configuration: choice.configuration)
                            == plain.picture(format, component: choice.component, configuration: choice.configuration),
                        "drawing \(drawing), asked for \(choice) as \(format)")
                }
            }
        }
    }
}
