import SutureMigration
import Testing

/// `suture migrate needle` on fixtures modelled on Needle's documented samples: the whole patch, the whole report,
/// and the files after the patch, which `.ci/MigrationCheck` compiles with Suture and whose generated components it
/// asks for every converted provider.
struct NeedleMigrationGoldenTests {
    @Test(arguments: MigrationFixture.needle)
    func theFixture_givesItsPatch_report_andFilesAfter(_ fixture: MigrationFixture) throws {
        try fixture.expectGoldens(of: NeedleMigration.migrate)
    }

    @Test(arguments: MigrationFixture.needle)
    func theReport_accountsForEveryProvider(_ fixture: MigrationFixture) throws {
        try fixture.expectReportAccountsForEveryEntry(of: NeedleMigration.migrate)
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
