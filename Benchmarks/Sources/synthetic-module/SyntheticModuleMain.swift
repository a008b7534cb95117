import Foundation
import SyntheticModules

/// `synthetic-module COUNT DIRECTORY`: writes a synthetic module of COUNT `@Injectable` types into DIRECTORY, for
/// `Scripts/compile-time.sh`.
@main
enum SyntheticModuleMain {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let count = Int(arguments.first!), count >= SyntheticModule.layerCount else {
            FileHandle.standardError.write(
                Data("usage: synthetic-module COUNT DIRECTORY (COUNT ≥ \(SyntheticModule.layerCount))\n".utf8)
            )
            exit(2)
        }
        let directory = URL(fileURLWithPath: arguments.last!)
        let module = SyntheticModule(typeCount: count)
        let written = try module.write(to: directory)
        print(
            "wrote \(written.count) files (\(count) types, component \(SyntheticModule.componentName)) "
                + "to \(directory.path)"
        )
    }
}
