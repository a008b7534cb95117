import Foundation
import SutureGraph

/// Prints diagnostics to standard error, as a compiler does.
enum DiagnosticPrinter {
    static func print(_ analysis: GraphCompiler.Analysis) {
        guard !analysis.diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data((analysis.formattedDiagnostics + "\n").utf8))
    }
}
