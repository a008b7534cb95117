import SutureMigration
import Testing

/// `suture migrate needle` on fixtures modelled on Needle's documented samples: the whole patch, the whole report,
/// and the files after the patch, which `.ci/MigrationCheck` compiles with Suture and whose generated components it
/// asks for every converted provider.
struct NeedleMigrationGoldenTests {
    @Test(arguments: MigrationFixture.needle)
    func theFixture_givesItsPatch_report_andFilesAfter(_ fixture: MigrationFixture) throws {
        let inputs = try fixture.inputs()
        let result = NeedleMigration.migrate(inputs)
        try fixture.expect(result.patch, equals: "patch.diff")
        try fixture.expect(result.report, equals: "report.txt")
        var after = Dictionary(uniqueKeysWithValues: inputs.map { ($0.path, $0.text) })
        for file in result.changedFiles { after[file.path] = file.after }
        for (path, text) in after.sorted(by: { $0.key < $1.key }) {
            try fixture.expect(text, equals: "After/\(path)")
        }
        if !MigrationFixture.isRecording {
            #expect(try fixture.files(in: "After").keys.sorted() == after.keys.sorted())
        }
    }

    @Test(arguments: MigrationFixture.needle)
    func theReport_accountsForEveryProvider(_ fixture: MigrationFixture) throws {
        let result = NeedleMigration.migrate(try fixture.inputs())
        let lines = result.report.split(separator: "\n")
        let accounted = lines.filter { $0.contains(": converted: ") || $0.contains(": left: ") }
        #expect(accounted.count == result.entries.count)
        #expect(lines.last.map(String.init) == "converted \(result.convertedCount) of \(result.entries.count)")
    }

    @Test func aFileWithoutComponents_saysSo_andChangesNothing() {
        let result = NeedleMigration.migrate([MigrationFile(path: "Plain.swift", text: "struct Plain {}\n")])
        #expect(result.patch == "")
        #expect(
            result.report == """
                no Needle component found (a class deriving from BootstrapComponent or Component<…>)
                converted 0 of 0

                """)
    }

    @Test func twoValuesAChildKeepsOfOneType_areBoundAndAskedForByTheirLabels() {
        let before = """
            import NeedleFoundation

            final class MatchComponent: Component<EmptyDependency> {
                let home: String
                let away: String

                init(parent: Scope, home: String, away: String) {
                    self.home = home
                    self.away = away
                    super.init(parent: parent)
                }

                var title: Title {
                    Title(text: home + " v " + away)
                }
            }

            """
        let result = NeedleMigration.migrate([MigrationFile(path: "Match.swift", text: before)])
        #expect(result.changedFiles.map(\.path) == ["Match.swift", "MatchModule.swift"])
        #expect(
            result.changedFiles.first?.after == """
                import Suture

                @Component(modules: [MatchModule.self], scope: .custom("match"))
                protocol MatchComponent {
                    @Qualified("home") var home: String { get }
                    @Qualified("away") var away: String { get }
                    var title: Title { get }
                }

                """)
        #expect(
            result.changedFiles.last?.after == """
                import Suture

                /// The providers of MatchComponent that `suture migrate needle` converted to @Provides functions.
                @Module
                enum MatchModule {
                    @Provides
                    static func title(@Named("home") home: String, @Named("away") away: String) -> Title {
                        Title(text: home + " v " + away)
                    }
                }

                """)
    }
}
