import Foundation
import Testing

/// The built `suture` command, run as a user runs it: arguments in, exit status, standard output and error out.
struct SutureProcess {
    /// What one run of the command gives back.
    struct Result: Equatable, CustomStringConvertible {
        /// The exit status; a run killed by a signal has none.
        var status: Int32?
        /// Everything written to standard output.
        var standardOutput: String
        /// Everything written to standard error.
        var standardError: String

        var description: String {
            "status \(status.map(String.init) ?? "killed")\n-- stdout:\n\(standardOutput)\n-- stderr:\n\(standardError)"
        }
    }

    /// The repository's root folder, found from this file's place in `Tests/SutureCLITests/Support/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `suture` executable SwiftPM built beside the test bundle (the test target depends on it).
    static var executable: URL? {
        let bundles = [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        let folders = bundles.flatMap { [$0, $0.deletingLastPathComponent()] }
        return folders.map { $0.appendingPathComponent("suture") }.first { url in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
    }

    /// Runs `suture` with `arguments` in `folder` (relative to the repository root) and waits for it to end.
    static func run(
        _ arguments: [String], in folder: String = ".", environment: [String: String]? = nil
    ) throws -> Result {
        let executable = try #require(Self.executable, "the suture executable was not built beside the tests")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("suture-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files rather than pipes: a large output cannot fill a pipe's buffer and stall the command.
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL =
            folder.hasPrefix("/") ? URL(fileURLWithPath: folder) : repositoryRoot.appendingPathComponent(folder)
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationReason == .exit ? process.terminationStatus : nil,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Reads a file of the repository.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }
}
