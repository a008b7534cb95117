import Foundation
import Testing

/// `suture migrate swinject`: the patch on standard output and the report on standard error, or, with `--write`,
/// the files edited in place and the report on standard output; the same texts the migration's goldens hold.
struct MigrateCommandTests {
    static let fixture = "Tests/SutureMigrationTests/Fixtures/Swinject/ReadmeSamples"

    @Test func withoutWrite_printsThePatch_andReportsOnStandardError() throws {
        let result = try SutureProcess.run(["migrate", "swinject", "."], in: Self.fixture + "/Before")
        #expect(
            result
                == .init(
                    status: 0,
                    standardOutput: try SutureProcess.read(Self.fixture + "/patch.diff"),
                    standardError: try SutureProcess.read(Self.fixture + "/report.txt")
                )
        )
    }

    @Test func withWrite_editsTheFiles_createsTheModule_andPrintsTheReport() throws {
        let name = "suture-migrate-\(UUID().uuidString)"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = SutureProcess.repositoryRoot.appendingPathComponent(Self.fixture + "/Before")
        for name in try FileManager.default.contentsOfDirectory(atPath: before.path) {
            try FileManager.default.copyItem(
                at: before.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }

        let result = try SutureProcess.run(["migrate", "swinject", "--write", "."], in: folder.path)

        #expect(
            result
                == .init(
                    status: 0, standardOutput: try SutureProcess.read(Self.fixture + "/report.txt"), standardError: ""))
        let after = SutureProcess.repositoryRoot.appendingPathComponent(Self.fixture + "/After")
        let expectedNames = try FileManager.default.contentsOfDirectory(atPath: after.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == expectedNames)
        for name in expectedNames {
            let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let expected = try String(contentsOf: after.appendingPathComponent(name), encoding: .utf8)
            #expect(written == expected, "\(name)")
        }
    }

    @Test func aFolderWithoutRegistrations_saysSo_andConvertsNothing() throws {
        let result = try SutureProcess.run(["migrate", "swinject", "Sources/bakery"], in: "Examples/Bakery")
        #expect(
            result
                == .init(
                    status: 0,
                    standardOutput: "",
                    standardError: """
                        no Swinject registration found (register(_:…) or autoregister(_:…) with a Type.self)
                        converted 0 of 0

                        """
                )
        )
    }
}

/// `suture migrate needle`: the same two outputs for Needle components, the fixture's goldens.
struct MigrateNeedleCommandTests {
    static let fixture = "Tests/SutureMigrationTests/Fixtures/Needle/Shop"

    @Test func withoutWrite_printsThePatch_andReportsOnStandardError() throws {
        let result = try SutureProcess.run(["migrate", "needle", "."], in: Self.fixture + "/Before")
        #expect(
            result
                == .init(
                    status: 0,
                    standardOutput: try SutureProcess.read(Self.fixture + "/patch.diff"),
                    standardError: try SutureProcess.read(Self.fixture + "/report.txt")
                )
        )
    }
}

/// `suture migrate swinject --help` and `suture migrate needle --help`, in full: the options both share, each naming
/// what its paths hold.
struct MigrateHelpTests {
    @Test func swinjectHelp_namesTheRegistrations() throws {
        let result = try SutureProcess.run(["migrate", "swinject", "--help"], environment: ["COLUMNS": "80"])
        #expect(
            result
                == .init(
                    status: 0,
                    standardOutput: """
                        OVERVIEW: Converts Swinject registrations to @Injectable and @Module/@Provides;
                        prints a patch, or edits the files with --write.

                        The patch goes to standard output and the report to standard error, so `suture
                        migrate swinject Sources/App > migrate.patch` keeps them apart. With --write,
                        the files are edited and the report goes to standard output.

                        USAGE: suture migrate swinject <paths> ... [--write]

                        ARGUMENTS:
                          <paths>                 Swift files or folders (searched for .swift files)
                                                  that hold the registrations and the types.

                        OPTIONS:
                          --write                 Edit the files and create the modules instead of
                                                  printing a patch.
                          --version               Show the version.
                          -h, --help              Show help information.


                        """,
                    standardError: ""
                )
        )
    }

    @Test func needleHelp_namesTheComponents() throws {
        let result = try SutureProcess.run(["migrate", "needle", "--help"], environment: ["COLUMNS": "80"])
        #expect(
            result
                == .init(
                    status: 0,
                    standardOutput: """
                        OVERVIEW: Converts Needle components to @Component protocols, @Injectable and
                        @Module/@Provides; prints a patch, or edits the files with --write.

                        The patch goes to standard output and the report to standard error, so `suture
                        migrate needle Sources/App > migrate.patch` keeps them apart. With --write, the
                        files are edited and the report goes to standard output.

                        USAGE: suture migrate needle <paths> ... [--write]

                        ARGUMENTS:
                          <paths>                 Swift files or folders (searched for .swift files)
                                                  that hold the components and the types.

                        OPTIONS:
                          --write                 Edit the files and create the modules instead of
                                                  printing a patch.
                          --version               Show the version.
                          -h, --help              Show help information.


                        """,
                    standardError: ""
                )
        )
    }

    @Test func aPathThatDoesNotExist_isAUsageError() throws {
        let result = try SutureProcess.run(["migrate", "needle", "Nowhere"])
        #expect(
            result
                == .init(
                    status: 64,
                    standardOutput: "",
                    standardError: """
                        Error: no such file or folder: Nowhere
                        Usage: suture migrate needle <paths> ... [--write]
                          See 'suture migrate needle --help' for more information.

                        """
                )
        )
    }
}
