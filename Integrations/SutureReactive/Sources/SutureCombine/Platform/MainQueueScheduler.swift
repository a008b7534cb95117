import Dispatch

/// The scheduler that delivers property changes by default: the main queue, where an `ObservableObject` changes.
enum MainQueueScheduler {
    #if canImport(Combine)
        /// The main dispatch queue, which is a `Scheduler` in Apple's Combine.
        static var main: DispatchQueue { DispatchQueue.main }
    #else
        /// The main dispatch queue as an OpenCombine `Scheduler`.
        static var main: DispatchQueue.OCombine { DispatchQueue.main.ocombine }
    #endif
}
