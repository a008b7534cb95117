import Foundation
import Testing

/// CONTRIBUTING's "Map of the code" names every source folder, so a newcomer finds where a change goes from the map
/// and the map never falls behind the tree.
struct ContributingMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The map: the lines of CONTRIBUTING.md from its heading to the next.
    static func map() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## Map of the code") }) else { return "" }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// `Sources/<Target>/` and `Sources/<Target>/<Folder>/` (but DocC catalogs), and `Integrations/<Package>/`.
    static func folders() throws -> [String] {
        let manager = FileManager.default
        func subfolders(_ path: String) throws -> [String] {
            try manager.contentsOfDirectory(atPath: root.appendingPathComponent(path).path).sorted().filter { name in
                var isDirectory: ObjCBool = false
                let full = root.appendingPathComponent(path).appendingPathComponent(name).path
                return !name.hasPrefix(".") && !name.hasSuffix(".docc")
                    && manager.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue
            }
        }
        var result: [String] = []
        for target in try subfolders("Sources") {
            result.append("Sources/\(target)/")
            result += try subfolders("Sources/\(target)").map { "Sources/\(target)/\($0)/" }
        }
        result += try subfolders("Integrations").map { "Integrations/\($0)/" }
        return result
    }

    /// A folder is named by its full path, or, inside a row that names its parent's path, as `` `Folder/` ``.
    static func isNamed(_ folder: String, in map: String) -> Bool {
        if map.contains("`\(folder)") { return true }
        let parts = folder.split(separator: "/")
        guard parts.count == 3 else { return false }
        let parent = "`\(parts[0])/\(parts[1])/"
        return map.split(separator: "\n").contains { row in row.contains(parent) && row.contains("`\(parts[2])/`") }
    }

    @Test func everySourceAndIntegrationFolder_isInTheMap() throws {
        let map = try Self.map()
        let folders = try Self.folders()
        #expect(folders.contains("Sources/SutureGraph/Validation/"))
        #expect(folders.contains("Sources/SutureGraph/Boundary/"))
        let missing = folders.filter { !Self.isNamed($0, in: map) }
        #expect(missing == [], "CONTRIBUTING.md's map does not name: \(missing.joined(separator: ", "))")
    }

    @Test func aFolderTheMapDoesNotName_isFound() {
        let map = "| x | `Sources/SutureRuntime/<phase>/` (`Registration/`) |"
        #expect(Self.isNamed("Sources/SutureRuntime/Registration/", in: map))
        #expect(!Self.isNamed("Sources/SutureRuntime/Keys/", in: map))
        #expect(!Self.isNamed("Sources/SutureGraph/Registration/", in: map))
    }
}
