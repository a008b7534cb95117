import Foundation
import SutureGraph

/// Prints diagnostics to standard error, as a compiler does.
enum DiagnosticPrinter {
    static func print(_ analysis: GraphCompiler.Analysis) {
        print(formatted: analysis.formattedDiagnostics)
    }

    /// Prints diagnostics as `GraphCompiler.Analysis.formattedDiagnostics` wrote them (a reused run's, kept in its
    /// record); nothing when there are none.
    static func print(formatted diagnostics: String) {
        guard !diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data((diagnostics + "\n").utf8))
    }
}
