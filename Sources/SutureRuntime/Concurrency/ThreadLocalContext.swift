#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// The resolution context of the current thread.
///
/// A synchronous resolve never leaves its thread, so a thread-local context follows exactly one
/// chain of requests, also through `Container.current` and through other containers.
@usableFromInline
enum ThreadLocalContext {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, releaseContext)
        return key
    }()

    /// The calling thread's context, created on first use and released when the thread ends.
    static var current: ResolutionContext {
        unretainedCurrent.takeUnretainedValue()
    }

    /// The calling thread's context without a retain: the thread-specific slot keeps it alive.
    @usableFromInline
    static var unretainedCurrent: Unmanaged<ResolutionContext> {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ResolutionContext>.fromOpaque(pointer)
        }
        let context = Unmanaged.passRetained(ResolutionContext())
        pthread_setspecific(key, context.toOpaque())
        return context
    }
}

#if canImport(Darwin)
    private func releaseContext(_ pointer: UnsafeMutableRawPointer) {
        Unmanaged<ResolutionContext>.fromOpaque(pointer).release()
    }
#else
    private func releaseContext(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<ResolutionContext>.fromOpaque(pointer).release()
    }
#endif
