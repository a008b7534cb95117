import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `bakery-vapor` executable, run as a child process on a port the system picks, with its output collected.
final class ServerProcess: Sendable {
    /// Something the process did not do in time, or could not be started.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What Vapor logs once it listens, followed by the port.
    static let listening = "Server started on http://127.0.0.1:"

    private let process: Process
    private let output = CollectedOutput()
    private let session = URLSession(configuration: .ephemeral)

    /// Starts `bakery-vapor` from the directory the test bundle was built in, with `PORT=0`.
    init() throws {
        guard let executable = Self.executableURL() else {
            throw Failure(description: "bakery-vapor was not found next to the test bundle; build it first.")
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
            output.append(String(decoding: handle.availableData, as: UTF8.self))
        }
        try process.run()
    }

    /// Everything the process wrote to its standard output and error so far.
    var outputText: String { output.all }

    /// The process identifier, to signal it.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Waits, up to `timeout`, until the server logs that it listens, and returns its port.
    func waitUntilListening(within timeout: Duration) async throws -> Int {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            for line in outputText.split(separator: "\n") {
                guard let marker = line.range(of: Self.listening) else { continue }
                if let port = Int(line[marker.upperBound...].prefix(while: \.isNumber)) { return port }
            }
            guard process.isRunning else {
                throw Failure(description: "bakery-vapor exited before it listened:\n\(outputText)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "bakery-vapor did not listen within \(timeout):\n\(outputText)")
    }

    /// Sends `method path` to the server on `port` over HTTP, and returns the response as `status body`.
    func send(_ method: String, _ path: String, port: Int) async throws -> String {
        guard let url = URL(string: "http://127.0.0.1:\(port)\(path)") else {
            throw Failure(description: "\(path) is not a path")
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        let (body, response) = try await session.data(for: request)
        guard let response = response as? HTTPURLResponse else {
            throw Failure(description: "\(method) \(path) got no HTTP response")
        }
        return "\(response.statusCode) \(String(decoding: body, as: UTF8.self))"
    }

    /// Waits, up to `timeout`, for the process to exit, and returns its exit status; kills it if it does not.
    func waitForExit(within timeout: Duration) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw Failure(description: "bakery-vapor did not exit within \(timeout) of SIGTERM:\n\(outputText)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            throw Failure(
                description: "bakery-vapor was killed by signal \(process.terminationStatus):\n\(outputText)")
        }
        return process.terminationStatus
    }

    /// Kills the process if a test left it running.
    deinit {
        session.invalidateAndCancel()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    /// `bakery-vapor` in the products directory: next to the test executable on Linux, above the bundle on macOS.
    private static func executableURL() -> URL? {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("bakery-vapor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
