import Foundation
import SutureGraph

/// Runs the graph compiler's analysis on a thread of its own with a large stack.
///
/// SwiftParser and the type spellings are read recursively; the scanner rejects nesting past its limits, and the
/// large stack keeps whatever recursion is left (a debug build's frames are large) far from the end of the stack.
enum LargeStackAnalysis {
    /// The stack the analysis thread gets: 512 MiB, reserved address space rather than memory in use.
    static let stackSize = 512 << 20

    /// Scans, models and validates `input` on the analysis thread, and waits for the result. The input is handed over,
    /// not shared, so that the analysis can let the source texts go once they are scanned; the analysis is kept until
    /// the process exits (`KeptUntilExit`). The `compiler`'s purpose says what is prepared during the analysis.
    static func analyze(
        _ input: consuming GraphInput, with compiler: GraphCompiler = GraphCompiler()
    ) -> GraphCompiler.Analysis {
        let handover = Handover(input)
        let analysis = run { compiler.analyze(handover.take()) }
        KeptUntilExit.keep(analysis)
        return analysis
    }

    /// Runs `work` (scanning or analyzing) on the analysis thread, and waits for its result.
    static func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        // The semaphore orders the thread's write before this read, and the thread signals only after writing.
        guard let result = box.result else {
            preconditionFailure("the analysis thread signalled before it made the analysis")
        }
        return result
    }

    /// Carries the input to the analysis thread, which takes the only copy.
    private final class Handover: @unchecked Sendable {
        // Written before the thread starts, taken once by that thread alone.
        private var input: GraphInput?

        init(_ input: consuming GraphInput) { self.input = input }

        func take() -> GraphInput {
            defer { input = nil }
            return input ?? GraphInput(target: SourceModule(name: "", files: []))
        }
    }

    /// Carries the result from the thread that makes it to the one that waits for it.
    private final class ResultBox<Result>: @unchecked Sendable {
        var result: Result?
    }
}
