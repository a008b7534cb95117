import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The machine and moment of a run, printed above the results.
struct MachineDescription {
    /// `uname`: the kernel's name and release and the hardware's name.
    let system: String
    /// The processor's model name, when the system tells it.
    let processorModel: String?
    /// How many processors the process may use.
    let processorCount: Int
    /// When the run started, as an ISO 8601 date and time in UTC.
    let date: String
    /// The system's 1-minute load average when the run started, when the system tells it: other work skews results.
    let loadAverage: String?

    /// The machine this process runs on, now.
    static func current() -> MachineDescription {
        MachineDescription(
            system: unameText(),
            processorModel: processorModelName(),
            processorCount: ProcessInfo.processInfo.activeProcessorCount,
            date: ISO8601DateFormatter().string(from: Date()),
            loadAverage: oneMinuteLoadAverage()
        )
    }

    private static func unameText() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown system" }
        return [text(of: &names.sysname), text(of: &names.release), text(of: &names.machine)].joined(separator: " ")
    }

    private static func text<Field>(of field: inout Field) -> String {
        withUnsafeBytes(of: &field) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The first field of `/proc/loadavg` on Linux; nil elsewhere.
    private static func oneMinuteLoadAverage() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.map(String.init)
    }

    /// The first `model name` of `/proc/cpuinfo` on Linux; nil elsewhere.
    private static func processorModelName() -> String? {
        guard let information = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in information.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
