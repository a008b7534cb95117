@testable import SutureGraph

extension SourceScanner {
    /// A module's files read as one, each conditional file read as written (every clause of its `#if` blocks), for
    /// tests of what scanning finds in files without `#if`.
    func scan(_ module: SourceModule, isTarget: Bool) -> ScannedModule {
        PreparedModule(module, isTarget: isTarget).scanned { SourceScanner.scan($0.file) }
    }
}
