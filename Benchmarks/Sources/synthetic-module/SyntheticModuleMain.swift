import Foundation
import SyntheticModules

/// `synthetic-module COUNT DIRECTORY`: writes a synthetic module of COUNT `@Injectable` types into DIRECTORY, for
/// `Scripts/compile-time.sh`.
///
/// `synthetic-module --app MODULES installed|listed DIRECTORY`: writes a synthetic app of MODULES modules
/// (`SyntheticApp`), one folder per Swift module (`SyntheticApp`, `SyntheticCore`, `Feature00` …), for
/// `suture generate` and `suture graph` with a `--dependency NAME=FOLDER` per feature module.
@main
enum SyntheticModuleMain {
    static let usage = """
        usage: synthetic-module COUNT DIRECTORY (COUNT ≥ \(SyntheticModule.layerCount))
               synthetic-module --app MODULES installed|listed DIRECTORY (MODULES a multiple of \
        \(SyntheticApp.layerCount))

        """

    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--app" {
            guard arguments.count == 4, let count = Int(arguments[1]), count >= SyntheticApp.layerCount,
                count % SyntheticApp.layerCount == 0, let wiring = SyntheticApp.Wiring(rawValue: arguments[2])
            else { fail() }
            let directory = URL(fileURLWithPath: arguments[3])
            let app = SyntheticApp(moduleCount: count, wiring: wiring)
            var fileCount = 0
            for module in [app.target] + app.dependencies {
                fileCount += try SyntheticModule.write(module.files, to: directory.appendingPathComponent(module.name))
                    .count
            }
            print(
                "wrote \(fileCount) files (\(count) modules \(wiring.rawValue), \(app.bindingCount) bindings, "
                    + "component \(SyntheticApp.componentName)) to \(directory.path)"
            )
            return
        }
        guard arguments.count == 2, let count = Int(arguments[0]), count >= SyntheticModule.layerCount else { fail() }
        let directory = URL(fileURLWithPath: arguments[1])
        let module = SyntheticModule(typeCount: count)
        let written = try module.write(to: directory)
        print(
            "wrote \(written.count) files (\(count) types, component \(SyntheticModule.componentName)) "
                + "to \(directory.path)"
        )
    }

    private static func fail() -> Never {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
}
