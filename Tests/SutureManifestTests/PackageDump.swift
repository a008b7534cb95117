import Foundation

/// The targets of a package manifest, as `swift package dump-package` prints them.
struct PackageDump: Decodable {
    /// One target: its name, its kind and what it depends on.
    struct Target: Decodable {
        let name: String
        let type: String
        let dependencies: [Dependency]
    }

    /// One dependency of a target: another target of the package, or a product of a package.
    enum Dependency: Decodable, Equatable {
        case target(String)
        case product(name: String, package: String)

        private enum CodingKeys: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if container.contains(.product) {
                var fields = try container.nestedUnkeyedContainer(forKey: .product)
                let name = try fields.decode(String.self)
                let package = try fields.decodeIfPresent(String.self) ?? name
                self = .product(name: name, package: package)
            } else {
                let key: CodingKeys = container.contains(.target) ? .target : .byName
                var fields = try container.nestedUnkeyedContainer(forKey: key)
                self = .target(try fields.decode(String.self))
            }
        }
    }

    let targets: [Target]

    /// The manifest of the package at `directory`, read by the `swift` on the path.
    static func read(packageAt directory: URL) throws -> PackageDump {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("suture-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "dump-package", "--package-path", directory.path, "--scratch-path", scratch.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode(PackageDump.self, from: data)
    }

    /// Every path from a macro target, through targets of this package, to a target that names a product of `package`
    /// among its own dependencies, spelled `Macro → Library → package/Product`.
    func pathsFromMacros(throughLibrariesTo package: String) -> [String] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var paths: [String] = []
        func walk(_ target: Target, path: [String], visited: Set<String>) {
            for dependency in target.dependencies {
                switch dependency {
                case .product(let name, let owner) where owner == package && path.count > 1:
                    paths.append((path + ["\(owner)/\(name)"]).joined(separator: " → "))
                case .target(let name):
                    guard let next = byName[name], !visited.contains(name) else { continue }
                    walk(next, path: path + [name], visited: visited.union([name]))
                default:
                    continue
                }
            }
        }
        for macro in targets where macro.type == "macro" {
            walk(macro, path: [macro.name], visited: [macro.name])
        }
        return paths
    }
}
