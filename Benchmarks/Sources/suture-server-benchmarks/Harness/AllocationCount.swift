import AllocationCounter

/// The process's allocation count, from the malloc interposer in AllocationCounter (glibc on Linux only).
enum AllocationCount {
    /// Whether allocations are counted on this platform.
    static var isCounted: Bool { suture_allocation_counting_enabled() == 1 }

    /// Allocations made so far, on every thread.
    static var now: UInt64 { UInt64(suture_allocation_count()) }
}
