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
}
