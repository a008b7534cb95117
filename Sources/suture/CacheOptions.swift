import ArgumentParser
import Foundation
import SutureGraph

/// Where `generate` and `check` keep what they scanned of each file and a record of their last run, so that the next
/// run parses only the files that changed, and reuses the last run's output when no file's scan changed.
struct CacheOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A folder to keep each file's scan and a record of the run in; a file whose text did not change is not "
                + "parsed again, and when no file's declarations changed the output is left as it is.",
            valueName: "folder"
        )
    )
    var cacheDirectory: String?

    /// The cache folder, made when missing; `nil` without `--cache-directory`, or when it cannot be made (the run
    /// then reads every file, as without one).
    func directory() -> ScanCacheDirectory? {
        cacheDirectory.flatMap { ScanCacheDirectory(directory: URL(fileURLWithPath: $0)) }
    }
}
