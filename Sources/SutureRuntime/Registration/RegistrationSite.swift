/// Where a registration was written, so messages can point at it.
public struct RegistrationSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it (`Module/File.swift`).
    public let fileID: String
    /// The line of the registration.
    public let line: Int

    /// Records a site; the defaults capture the caller's.
    ///
    /// - Parameters:
    ///   - fileID: The file, as `#fileID` spells it; leave the default for the caller's.
    ///   - line: The line; leave the default for the caller's.
    public init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
