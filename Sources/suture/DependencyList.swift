import ArgumentParser
import Foundation

/// The file `--dependency-list` names: one `NAME=PATH` a line, each read as a `--dependency` option. The build plugin
/// passes its modules' files so, since ArgumentParser takes about a million instructions for each repeated option.
enum DependencyList {
    /// The dependencies the file at `path` lists, in order; empty lines are skipped. A line that is not `NAME=PATH` is
    /// refused with its number.
    static func read(from path: String) throws -> [SourceDependency] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("cannot read the dependency list \(path)")
        }
        let lines = String(decoding: data, as: UTF8.self).split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var dependencies: [SourceDependency] = []
        dependencies.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            guard let dependency = SourceDependency(argument: String(line)) else {
                throw ValidationError("\(path):\(index + 1): expected NAME=PATH, found \"\(line)\"")
            }
            dependencies.append(dependency)
        }
        return dependencies
    }
}
