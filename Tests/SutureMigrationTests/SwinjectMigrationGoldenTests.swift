import SutureMigration
import Testing

/// `suture migrate swinject` on rewritten Swinject samples and fixtures: the whole patch, the whole report, and the
/// files after the patch, which `.ci/MigrationCheck` compiles and resolves from both libraries.
struct SwinjectMigrationGoldenTests {
    @Test(arguments: MigrationFixture.swinject)
    func theFixture_givesItsPatch_report_andFilesAfter(_ fixture: MigrationFixture) throws {
        let inputs = try fixture.inputs()
        let result = SwinjectMigration.migrate(inputs)
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

    @Test(arguments: MigrationFixture.swinject)
    func theReport_accountsForEveryRegistration(_ fixture: MigrationFixture) throws {
        let result = SwinjectMigration.migrate(try fixture.inputs())
        let lines = result.report.split(separator: "\n")
        let accounted = lines.filter { $0.contains(": converted: ") || $0.contains(": left: ") }
        #expect(accounted.count == result.entries.count)
        #expect(lines.last.map(String.init) == "converted \(result.convertedCount) of \(result.entries.count)")
    }
}
