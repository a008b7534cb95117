import SutureMigration
import Testing

/// `suture migrate swinject` on rewritten Swinject samples and fixtures: the whole patch, the whole report, and the
/// files after the patch, which `.ci/MigrationCheck` compiles and resolves from both libraries.
struct SwinjectMigrationGoldenTests {
    @Test(arguments: MigrationFixture.swinject)
    func theFixture_givesItsPatch_report_andFilesAfter(_ fixture: MigrationFixture) throws {
        try fixture.expectGoldens(of: SwinjectMigration.migrate)
    }

    @Test(arguments: MigrationFixture.swinject)
    func theReport_accountsForEveryRegistration(_ fixture: MigrationFixture) throws {
        try fixture.expectReportAccountsForEveryEntry(of: SwinjectMigration.migrate)
    }
}
