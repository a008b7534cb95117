import ArgumentParser
import Foundation
import SutureGraph

/// Where `generate` and `check` keep what they scanned of each file, so that the next run parses only the files
/// that changed.
struct CacheOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A folder to keep each file's scan in between runs; "
                + "a file whose text did not change is not parsed again. Entries of files not read are removed.",
            valueName: "folder"
        )
    )
    var cacheDirectory: String?

    /// Analyzes `input`, reading and updating the cache when there is one.
    func analyze(_ input: GraphInput) -> GraphCompiler.Analysis {
        guard let cacheDirectory, let cache = ScanCacheDirectory(directory: URL(fileURLWithPath: cacheDirectory))
        else { return LargeStackAnalysis.analyze(input) }
        let analysis = LargeStackAnalysis.analyze(input, cache: cache)
        cache.removeUnusedEntries()
        return analysis
    }
}
