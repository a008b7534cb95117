import Foundation

/// The `bakery-server` executable, run as a child process on a free port, with its output collected.
final class ServerProcess: Sendable {
    /// Something the process did not do in time, or could not be started.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process: Process
    private let output = CollectedOutput()

    /// Starts `bakery-server` from the directory the test bundle was built in, serving on a port the system picks.
    init() throws {
        guard let executable = Self.executableURL() else {
            throw Failure(description: "bakery-server was not found next to the test bundle; build it first.")
        }
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["PORT"] = "0"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        self.process = process
        pipe.fileHandleForReading.readabilityHandler = { [output] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            output.append(text)
        }
        try process.run()
    }

    /// Everything the process wrote to its standard output and error so far.
    var outputText: String { output.all }

    /// The process identifier, to signal it.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits, up to `timeout`, until the process has written a line for which `isReady` is true.
    func waitForLine(within timeout: Duration, where isReady: (String) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if outputText.split(separator: "\n").contains(where: { isReady(String($0)) }) { return }
            guard process.isRunning else {
                throw Failure(description: "bakery-server exited before it was ready:\n\(outputText)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "bakery-server was not ready within \(timeout):\n\(outputText)")
    }

    /// Waits, up to `timeout`, for the process to exit, and returns its exit status; kills it if it does not.
    func waitForExit(within timeout: Duration) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw Failure(description: "bakery-server did not exit within \(timeout) of SIGTERM:\n\(outputText)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw Failure(
                description: "bakery-server was killed by signal \(process.terminationStatus):\n\(outputText)")
        }
        return process.terminationStatus
    }

    /// Kills the process if a test left it running.
    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    /// `bakery-server` in the products directory: next to the test executable on Linux, above the bundle on macOS.
    private static func executableURL() -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("bakery-server")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
