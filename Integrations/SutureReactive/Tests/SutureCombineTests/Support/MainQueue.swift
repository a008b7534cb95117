import Dispatch

/// Waits on the main queue, the default delivery scheduler.
enum MainQueue {
    /// Returns once everything the main queue had been given before this call has run.
    static func drain() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
